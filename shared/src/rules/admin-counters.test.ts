import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import { adminCounters, isCountedFullyPaid, isCountedPartial } from './admin-counters';
import type { BookingFigures } from './booking-balance';

/** $1,000 a person, two travellers: a $2,000 total. */
function figures(status: BookingStatus, amountPaid: number, balanceDue?: number): BookingFigures {
  return { packagePrice: 1000, travelers: 2, amountPaid, status, depositPaid: status === 'deposit_paid' || status === 'confirmed', balanceDue };
}

describe('the dashboard counters of a booking', () => {
  it.each<[string, BookingFigures, { fully: boolean; partial: boolean }]>([
    ['pending, nothing paid', figures('pending', 0, 200000), { fully: false, partial: false }],
    ['pending without balanceDue: the total is the balance', figures('pending', 0), { fully: false, partial: false }],
    ['deposit paid, balance left', figures('deposit_paid', 60000, 140000), { fully: false, partial: true }],
    ['deposit paid without balanceDue: the $2,000 total is still owed', figures('deposit_paid', 60000), { fully: false, partial: true }],
    ['balance at zero', figures('deposit_paid', 200000, 0), { fully: true, partial: false }],
    ['balance below zero (overpaid)', figures('deposit_paid', 200500, -500), { fully: true, partial: false }],
    ['confirmed, whatever the balance says', figures('confirmed', 200000, 1), { fully: true, partial: false }],
    ['confirmed without balanceDue', figures('confirmed', 200000), { fully: true, partial: false }],
    ['expired unpaid', figures('expired', 0, 200000), { fully: false, partial: false }],
    // Decision 018: a refund is taken off `amountPaid` and added back to `balanceDue`; a booking paid in full goes back to deposit_paid.
    ['paid in full, then $500 refunded', figures('deposit_paid', 150000, 50000), { fully: false, partial: true }],
    ['the deposit refunded in full: nothing paid, nothing pending', figures('deposit_paid', 0, 200000), { fully: false, partial: false }],
    ['an overpayment refunded leaves it paid in full', figures('confirmed', 200000, 0), { fully: true, partial: false }],
    ['nothing paid, no balanceDue, a free trip', { ...figures('pending', 0), packagePrice: 0 }, { fully: true, partial: false }],
  ])('%s', (_name, booking, expected) => {
    expect(isCountedFullyPaid(booking)).toBe(expected.fully);
    expect(isCountedPartial(booking)).toBe(expected.partial);
  });
});

describe('adminCounters', () => {
  it.each<[string, BookingFigures[], ReturnType<typeof adminCounters>]>([
    ['no bookings', [], { totalBookings: 0, fullyPaid: 0, partialPayments: 0, pending: 0 }],
    [
      'one of each',
      [figures('pending', 0, 200000), figures('deposit_paid', 60000, 140000), figures('confirmed', 200000, 0), figures('expired', 0, 200000)],
      { totalBookings: 4, fullyPaid: 1, partialPayments: 1, pending: 1 },
    ],
    [
      'bookings without balanceDue count their total as the balance',
      [figures('pending', 0), figures('deposit_paid', 60000), figures('confirmed', 200000)],
      { totalBookings: 3, fullyPaid: 1, partialPayments: 1, pending: 1 },
    ],
  ])('%s', (_name, bookings, expected) => {
    expect(adminCounters(bookings)).toEqual(expected);
  });
});
