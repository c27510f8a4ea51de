import { describe, expect, it } from 'vitest';
import { codeRequestLimitMessage, decideCodeRequest } from './code-request-throttle';

const now = new Date('2026-11-23T10:00:00.000Z');
const ago = (seconds: number) => now.getTime() - seconds * 1000;

describe('decideCodeRequest', () => {
  it.each<[string, number[], { allowed: true } | { allowed: false; retryAfterSeconds: number }]>([
    ['a first request', [], { allowed: true }],
    ['one 60 s after the last', [ago(60)], { allowed: true }],
    ['one 59 s after the last', [ago(59)], { allowed: false, retryAfterSeconds: 1 }],
    ['one right after the last', [ago(0)], { allowed: false, retryAfterSeconds: 60 }],
    ['one 10.5 s after the last', [ago(10.5)], { allowed: false, retryAfterSeconds: 50 }],
    ['the fifth in an hour', [ago(3000), ago(2000), ago(1000), ago(100)], { allowed: true }],
    ['the sixth in an hour', [ago(3000), ago(2000), ago(1000), ago(500), ago(100)], { allowed: false, retryAfterSeconds: 600 }],
    ['the sixth once the first left the hour', [ago(3600), ago(2000), ago(1000), ago(500), ago(100)], { allowed: true }],
    ['the sixth, also too soon', [ago(3590), ago(2000), ago(1000), ago(500), ago(30)], { allowed: false, retryAfterSeconds: 30 }],
    ['one after an old history', [ago(7200), ago(7100), ago(7000), ago(6900), ago(6800), ago(6700)], { allowed: true }],
  ])('%s', (_name, previous, expected) => {
    expect(decideCodeRequest(previous, now)).toMatchObject(expected);
  });

  it('keeps only the requests still in the hour, and this one', () => {
    expect(decideCodeRequest([ago(4000), ago(100)], now)).toEqual({ allowed: true, sentAt: [ago(100), now.getTime()] });
  });
});

describe('codeRequestLimitMessage', () => {
  it.each<[number, string]>([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '60 seconds'],
    [61, '2 minutes'],
    [600, '10 minutes'],
    [601, '11 minutes'],
  ])('%i s reads %s', (seconds, words) => {
    expect(codeRequestLimitMessage(seconds)).toBe(
      `Too many code requests for this email. Please wait ${words} before asking for a new code.`,
    );
  });
});
