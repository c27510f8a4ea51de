import { describe, expect, it } from 'vitest';
import { confirmationExpiry, confirmationMailQuietUntil, isConfirmationLive } from './newsletter-confirmation';

describe('confirmationExpiry', () => {
  it.each<[string, string]>([
    ['2026-11-23T10:00:00.000Z', '2026-11-30T10:00:00.000Z'],
    ['2026-12-28T23:59:59.250Z', '2027-01-04T23:59:59.250Z'],
    ['2027-02-25T08:00:00.000Z', '2027-03-04T08:00:00.000Z'],
  ])('a link mailed at %s works until %s', (issuedAt, expiresAt) => {
    expect(confirmationExpiry(new Date(issuedAt))).toEqual(new Date(expiresAt));
  });
});

describe('isConfirmationLive', () => {
  const expiresAt = new Date('2026-11-30T10:00:00.000Z');

  it.each<[string, string, boolean]>([
    ['just mailed', '2026-11-23T10:00:00.000Z', true],
    ['a millisecond before it expires', '2026-11-30T09:59:59.999Z', true],
    ['at its expiry', '2026-11-30T10:00:00.000Z', false],
    ['a day after', '2026-12-01T10:00:00.000Z', false],
  ])('%s: %s → %s', (_name, now, live) => {
    expect(isConfirmationLive(expiresAt, new Date(now))).toBe(live);
  });
});

describe('confirmationMailQuietUntil', () => {
  it.each<[string, string]>([
    ['2026-11-23T10:00:00.000Z', '2026-11-23T16:00:00.000Z'],
    ['2026-11-23T21:30:00.500Z', '2026-11-24T03:30:00.500Z'],
  ])('after a mail at %s the next may go at %s', (sentAt, quietUntil) => {
    expect(confirmationMailQuietUntil(new Date(sentAt))).toEqual(new Date(quietUntil));
  });
});
