import { describe, expect, it } from 'vitest';
import { codeExpiry, earliestLiveIssue, formatCode, isCodeFormat, isCodeLive } from './one-time-code';

describe('formatCode', () => {
  it.each<[number, string]>([
    [0, '000000'],
    [42, '000042'],
    [123456, '123456'],
    [999999, '999999'],
  ])('draws %i as %s', (drawn, code) => {
    expect(formatCode(drawn)).toBe(code);
  });

  it.each([-1, 1_000_000, 1.5, Number.NaN])('refuses %s', (drawn) => {
    expect(() => formatCode(drawn)).toThrow(RangeError);
  });
});

describe('isCodeFormat', () => {
  it.each<[string, boolean]>([
    ['000042', true],
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['', false],
  ])('%j is a code: %s', (text, expected) => {
    expect(isCodeFormat(text)).toBe(expected);
  });
});

describe('code lifetime and attempts', () => {
  const issuedAt = new Date('2026-11-23T10:00:00.000Z');

  it('expires ten minutes after issue', () => {
    expect(codeExpiry(issuedAt).toISOString()).toBe('2026-11-23T10:10:00.000Z');
    expect(earliestLiveIssue(new Date('2026-11-23T10:10:00.000Z')).toISOString()).toBe(issuedAt.toISOString());
  });

  it.each<[string, number, boolean]>([
    ['2026-11-23T10:00:00.000Z', 0, true],
    ['2026-11-23T10:09:59.999Z', 0, true],
    ['2026-11-23T10:10:00.000Z', 0, false],
    ['2026-11-23T11:00:00.000Z', 0, false],
    ['2026-11-23T10:05:00.000Z', 4, true],
    ['2026-11-23T10:05:00.000Z', 5, false],
    ['2026-11-23T10:05:00.000Z', 6, false],
  ])('at %s after %i wrong tries it is live: %s', (now, wrongAttempts, expected) => {
    expect(isCodeLive({ issuedAt, wrongAttempts }, new Date(now))).toBe(expected);
  });
});
