import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import type { BookingFigures } from './booking-balance';
import { isDepositPaid } from './booking-status';
import { paymentsSummary } from './payments-summary';

function figures(status: BookingStatus, amountPaid: number, balanceDue?: number): BookingFigures {
  return { packagePrice: 1000, travelers: 1, amountPaid, status, depositPaid: isDepositPaid(status), balanceDue };
}

describe('paymentsSummary', () => {
  it.each<[string, BookingFigures[], { totalBookings: number; revenueReceivedCents: number; pendingBalancesCents: number }]>([
    ['no bookings', [], { totalBookings: 0, revenueReceivedCents: 0, pendingBalancesCents: 0 }],
    [
      'revenue is what was paid; pending balances only of deposit-paid bookings that still owe',
      [figures('pending', 0, 100000), figures('deposit_paid', 30000, 70000), figures('deposit_paid', 50000, 50000), figures('confirmed', 100000, 0)],
      { totalBookings: 4, revenueReceivedCents: 180000, pendingBalancesCents: 120000 },
    ],
    [
      'a deposit-paid booking without balanceDue owes its total',
      [figures('deposit_paid', 30000), figures('pending', 0)],
      { totalBookings: 2, revenueReceivedCents: 30000, pendingBalancesCents: 100000 },
    ],
    [
      'an overdue booking still owes its balance; a released one owes nothing and its forfeited payment is revenue',
      [figures('overdue', 30000, 70000), figures('cancelled', 30000, 70000)],
      { totalBookings: 2, revenueReceivedCents: 60000, pendingBalancesCents: 70000 },
    ],
    [
      'an overpaid booking adds nothing to pending balances',
      [figures('confirmed', 100500, -500), figures('expired', 0, 100000)],
      { totalBookings: 2, revenueReceivedCents: 100500, pendingBalancesCents: 0 },
    ],
    [
      // Decision 018: a refund's negative payment item is taken off `amountPaid` and added back to `balanceDue`.
      'refunds: revenue is net of them, and what they gave back is owed again',
      [figures('deposit_paid', 75000, 25000), figures('deposit_paid', 0, 100000), figures('confirmed', 100000, 0)],
      { totalBookings: 3, revenueReceivedCents: 175000, pendingBalancesCents: 125000 },
    ],
  ])('%s', (_name, bookings, expected) => {
    expect(paymentsSummary(bookings)).toEqual(expected);
  });
});
