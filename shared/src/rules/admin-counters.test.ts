import { describe, expect, it } from 'vitest';
import { bookingStatuses, type BookingStatus } from '../schemas/booking';
import { type AdminCounter, adminCounterOf, adminCounters, isCountedFullyPaid, isCountedPartial } from './admin-counters';
import type { BookingFigures } from './booking-balance';
import { isDepositPaid } from './booking-status';

/** $1,000 a person, two travellers: a $2,000 total. */
function figures(status: BookingStatus, amountPaid: number, balanceDue?: number): BookingFigures {
  return { packagePrice: 1000, travelers: 2, amountPaid, status, depositPaid: isDepositPaid(status), balanceDue };
}

describe('the dashboard counter of a booking', () => {
  it.each<[string, BookingFigures, AdminCounter]>([
    ['pending, nothing paid', figures('pending', 0, 200000), 'pending'],
    ['pending without balanceDue: the total is the balance', figures('pending', 0), 'pending'],
    ['deposit paid, balance left', figures('deposit_paid', 60000, 140000), 'partialPayments'],
    ['deposit paid without balanceDue: the $2,000 total is still owed', figures('deposit_paid', 60000), 'partialPayments'],
    ['balance at zero', figures('deposit_paid', 200000, 0), 'fullyPaid'],
    ['balance below zero (overpaid)', figures('deposit_paid', 200500, -500), 'fullyPaid'],
    ['confirmed, whatever the balance says', figures('confirmed', 200000, 1), 'fullyPaid'],
    ['confirmed without balanceDue', figures('confirmed', 200000), 'fullyPaid'],
    ['expired unpaid', figures('expired', 0, 200000), 'expired'],
    ['overdue: the deposit in, the balance late', figures('overdue', 60000, 140000), 'overdue'],
    ['released by the operator: what it paid is kept, it owes nothing', figures('cancelled', 60000, 140000), 'cancelled'],
    // Decision 018: a refund is taken off `amountPaid` and added back to `balanceDue`; a booking paid in full goes back to deposit_paid.
    ['paid in full, then $500 refunded', figures('deposit_paid', 150000, 50000), 'partialPayments'],
    ['the deposit refunded in full: its seats are still booked, the whole total owed', figures('deposit_paid', 0, 200000), 'partialPayments'],
    ['an overpayment refunded leaves it paid in full', figures('confirmed', 200000, 0), 'fullyPaid'],
    ['a free trip still unpaid is pending, not paid in full', { ...figures('pending', 0), packagePrice: 0 }, 'pending'],
  ])('%s', (_name, booking, expected) => {
    expect(adminCounterOf(booking)).toBe(expected);
    expect(isCountedFullyPaid(booking)).toBe(expected === 'fullyPaid');
    expect(isCountedPartial(booking)).toBe(expected === 'partialPayments');
  });
});

describe('adminCounters', () => {
  const none = { fullyPaid: 0, partialPayments: 0, overdue: 0, pending: 0, expired: 0, cancelled: 0 };

  it.each<[string, BookingFigures[], ReturnType<typeof adminCounters>]>([
    ['no bookings', [], { totalBookings: 0, ...none }],
    [
      'one of each',
      [
        figures('pending', 0, 200000),
        figures('deposit_paid', 60000, 140000),
        figures('overdue', 60000, 140000),
        figures('confirmed', 200000, 0),
        figures('expired', 0, 200000),
        figures('cancelled', 60000, 140000),
      ],
      { totalBookings: 6, fullyPaid: 1, partialPayments: 1, overdue: 1, pending: 1, expired: 1, cancelled: 1 },
    ],
    [
      'bookings without balanceDue count their total as the balance',
      [figures('pending', 0), figures('deposit_paid', 60000), figures('confirmed', 200000)],
      { totalBookings: 3, ...none, fullyPaid: 1, partialPayments: 1, pending: 1 },
    ],
  ])('%s', (_name, bookings, expected) => {
    expect(adminCounters(bookings)).toEqual(expected);
  });

  it('puts every booking in exactly one counter, so the counters add up to the total', () => {
    const amounts: Array<[number, number | undefined]> = [[0, 200000], [0, undefined], [60000, 140000], [200000, 0], [200500, -500], [0, 0]];
    const bookings = bookingStatuses.flatMap((status) =>
      amounts.flatMap(([paid, balance]) => [figures(status, paid, balance), { ...figures(status, paid, balance), packagePrice: 0 }]),
    );
    const { totalBookings, ...counters } = adminCounters(bookings);
    expect(Object.values(counters).reduce((sum, count) => sum + count, 0)).toBe(totalBookings);
    expect(totalBookings).toBe(bookings.length);
  });
});
