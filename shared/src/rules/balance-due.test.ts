import { describe, expect, it } from 'vitest';
import { bookingBalanceDueDate, isBalanceOverdue, isLateBooking } from './balance-due';

const belize = { departureDate: '2026-12-17', balanceDueDate: '2026-11-02' };
const morocco = { departureDate: '2027-07-08', balanceDueDate: '2027-05-24' };

describe('bookingBalanceDueDate', () => {
  it('keeps the departure\u2019s due date when booked before it', () => {
    expect(bookingBalanceDueDate(morocco, new Date('2026-11-26T15:00:00Z'))).toBe('2027-05-24');
    expect(isLateBooking(morocco, new Date('2026-11-26T15:00:00Z'))).toBe(false);
  });

  it('gives a booking made on or after the due date three days, counted in New York days', () => {
    expect(bookingBalanceDueDate(belize, new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-29');
    // 03:00 UTC on the 27th is still the 26th in New York.
    expect(bookingBalanceDueDate(belize, new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-29');
    expect(bookingBalanceDueDate(morocco, new Date('2027-05-24T15:00:00Z'))).toBe('2027-05-27');
    expect(isLateBooking(morocco, new Date('2027-05-24T15:00:00Z'))).toBe(true);
  });

  it('never falls after the departure', () => {
    expect(bookingBalanceDueDate(belize, new Date('2026-12-15T15:00:00Z'))).toBe('2026-12-17');
  });
});

describe('isBalanceOverdue', () => {
  const booking = { balanceDueDate: '2027-05-24', balanceDueCents: 235_800, depositPaid: true };

  it('is overdue from the day after the due date in New York', () => {
    expect(isBalanceOverdue(booking, new Date('2027-05-25T03:59:00Z'))).toBe(false);
    expect(isBalanceOverdue(booking, new Date('2027-05-25T04:00:00Z'))).toBe(true);
  });

  it('is never overdue once paid, before the deposit, or without a due date', () => {
    const late = new Date('2027-06-30T12:00:00Z');
    expect(isBalanceOverdue({ ...booking, balanceDueCents: 0 }, late)).toBe(false);
    expect(isBalanceOverdue({ ...booking, depositPaid: false }, late)).toBe(false);
    expect(isBalanceOverdue({ ...booking, balanceDueDate: null }, late)).toBe(false);
  });
});
