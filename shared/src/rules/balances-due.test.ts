import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import { addDays, agencyDate, agencyInstant } from './agency-calendar';
import { type BalanceDueBooking, balancesDue } from './balances-due';

/** Late in a New York evening: a UTC clock is already on the next day, the agency's is not. */
const now = agencyInstant('2027-03-10', 22);
const today = agencyDate(now);

function booking(reference: string, status: BookingStatus, dueInDays: number | null, balanceDue = 100_000): BalanceDueBooking {
  return { id: reference, reference, status, balanceDue, balanceDueDate: dueInDays === null ? null : addDays(today, dueInDays) };
}

describe('balancesDue', () => {
  it('lists deposit-paid balances due within 30 New York days and the overdue ones, overdue first, then soonest due', () => {
    const listed = balancesDue(
      [
        booking('SGT-IN30', 'deposit_paid', 30),
        booking('SGT-OUT31', 'deposit_paid', 31),
        booking('SGT-TODAY', 'deposit_paid', 0),
        booking('SGT-LATE2', 'overdue', -2),
        booking('SGT-LATE9', 'overdue', -9),
        booking('SGT-SOON', 'deposit_paid', 3),
      ],
      now,
    );

    expect(listed.map((one) => one.reference)).toEqual(['SGT-LATE9', 'SGT-LATE2', 'SGT-TODAY', 'SGT-SOON', 'SGT-IN30']);
  });

  it.each<[string, BalanceDueBooking]>([
    ['paid in full', booking('SGT-PAID', 'confirmed', 3, 0)],
    ['a balance of zero still marked deposit paid', booking('SGT-ZERO', 'deposit_paid', 3, 0)],
    ['pending: no deposit yet', booking('SGT-PEND', 'pending', 3)],
    ['expired', booking('SGT-EXP', 'expired', -3)],
    ['released by the operator', booking('SGT-CANC', 'cancelled', -3)],
    ['made before due dates', booking('SGT-OLD', 'deposit_paid', null)],
  ])('leaves out a booking %s', (_name, left) => {
    expect(balancesDue([left], now)).toEqual([]);
  });

  it('counts the window in New York days, not UTC ones', () => {
    // 22:00 in New York is already the next day in UTC: a due date 31 days after the UTC date is still out.
    expect(agencyDate(now)).not.toBe(now.toISOString().slice(0, 10));
    expect(balancesDue([booking('SGT-EDGE', 'deposit_paid', 30)], now)).toHaveLength(1);
    expect(balancesDue([booking('SGT-EDGE', 'deposit_paid', 31)], now)).toHaveLength(0);
  });
});
