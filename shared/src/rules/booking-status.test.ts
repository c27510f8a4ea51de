import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import { holdExpiry, isDepositPaid, isFullyPaid, isHoldExpired, isLiveBooking, isReleasable, statusAfterPayment } from './booking-status';

const createdAt = new Date('2026-05-01T10:00:00.000Z');

describe('holdExpiry', () => {
  it.each([
    [30, '2026-05-01T10:30:00.000Z'],
    [1, '2026-05-01T10:01:00.000Z'],
    [1440, '2026-05-02T10:00:00.000Z'],
  ])('a %i-minute hold lapses at %s', (minutes, expected) => {
    expect(holdExpiry(createdAt, minutes).toISOString()).toBe(expected);
  });

  it.each([0, -5, 1.5])('refuses a %d-minute hold', (minutes) => {
    expect(() => holdExpiry(createdAt, minutes)).toThrow(RangeError);
  });
});

describe('isHoldExpired', () => {
  const holdExpiresAt = '2026-05-01T10:30:00.000Z';

  it.each<[BookingStatus, string, boolean]>([
    ['pending', '2026-05-01T10:29:59.999Z', false],
    ['pending', '2026-05-01T10:30:00.000Z', true],
    ['pending', '2026-05-01T11:00:00.000Z', true],
    ['deposit_paid', '2026-05-01T11:00:00.000Z', false],
    ['confirmed', '2026-05-01T11:00:00.000Z', false],
    ['expired', '2026-05-01T11:00:00.000Z', false],
  ])('a %s booking at %s has an expired hold: %s', (status, now, expected) => {
    expect(isHoldExpired({ status, holdExpiresAt }, new Date(now))).toBe(expected);
  });
});

describe('payment state', () => {
  it.each<[BookingStatus, boolean, boolean, boolean, boolean]>([
    ['pending', false, false, true, false],
    ['deposit_paid', true, false, true, false],
    ['overdue', true, false, true, true],
    ['confirmed', true, true, true, false],
    ['expired', false, false, false, false],
    ['cancelled', false, false, false, false],
  ])('%s: deposit paid %s, fully paid %s, live %s, releasable %s', (status, deposit, full, live, releasable) => {
    expect(isDepositPaid(status)).toBe(deposit);
    expect(isFullyPaid(status)).toBe(full);
    expect(isLiveBooking(status)).toBe(live);
    expect(isReleasable(status)).toBe(releasable);
  });
});

describe('statusAfterPayment', () => {
  it.each([
    [240_000, 60_000, 'deposit_paid'],
    [60_000, 59_999, 'deposit_paid'],
    [60_000, 60_000, 'confirmed'],
    [60_000, 70_000, 'confirmed'],
  ])('with %i cents due, a payment of %i cents leaves the booking %s', (balanceDue, amount, expected) => {
    expect(statusAfterPayment(balanceDue, amount)).toBe(expected);
  });
});
