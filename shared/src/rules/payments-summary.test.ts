import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import type { BookingFigures } from './booking-balance';
import { isDepositPaid } from './booking-status';
import { depositPaidCents, owedBalanceCents, paymentsSummary } from './payments-summary';

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
      'refunds: revenue is net of them, and what a partial refund gave back is owed again',
      [figures('deposit_paid', 75000, 25000), figures('confirmed', 100000, 0)],
      { totalBookings: 2, revenueReceivedCents: 175000, pendingBalancesCents: 25000 },
    ],
    [
      'a booking refunded down to nothing is no pending balance: no money of its own is in hand',
      [figures('deposit_paid', 0, 100000), figures('overdue', 0, 100000)],
      { totalBookings: 2, revenueReceivedCents: 0, pendingBalancesCents: 0 },
    ],
    [
      'a hold that never paid its deposit adds nothing to either card',
      [figures('pending', 0, 100000), figures('pending', 0), figures('expired', 0, 100000)],
      { totalBookings: 3, revenueReceivedCents: 0, pendingBalancesCents: 0 },
    ],
    [
      'a cancelled booking owes nothing; what it kept is revenue, what it refunded is not',
      [figures('cancelled', 0, 100000), figures('cancelled', 30000, 70000)],
      { totalBookings: 2, revenueReceivedCents: 30000, pendingBalancesCents: 0 },
    ],
  ])('%s', (_name, bookings, expected) => {
    expect(paymentsSummary(bookings)).toEqual(expected);
  });
});

describe('owedBalanceCents', () => {
  it.each<[string, BookingFigures, number | null]>([
    ['deposit paid, balance left', figures('deposit_paid', 30000, 70000), 70000],
    ['overdue', figures('overdue', 30000, 70000), 70000],
    ['paid in full', figures('confirmed', 100000, 0), null],
    ['overpaid', figures('deposit_paid', 100500, -500), null],
    ['pending: no deposit paid', figures('pending', 0, 100000), null],
    ['expired', figures('expired', 0, 100000), null],
    ['cancelled with money kept', figures('cancelled', 30000, 70000), null],
    ['refunded down to nothing', figures('deposit_paid', 0, 100000), null],
  ])('%s: %s', (_name, booking, expected) => {
    expect(owedBalanceCents(booking)).toBe(expected);
  });
});

describe('depositPaidCents', () => {
  const deposit = { depositAmount: 600, amountPaid: 60000 };
  it.each<[string, Parameters<typeof depositPaidCents>[0], number | null]>([
    ['deposit paid', { ...deposit, status: 'deposit_paid' }, 60000],
    ['overdue', { ...deposit, status: 'overdue' }, 60000],
    ['confirmed', { ...deposit, amountPaid: 259800, status: 'confirmed' }, 60000],
    ['a hold never paid', { ...deposit, amountPaid: 0, status: 'pending' }, null],
    ['a lapsed hold', { ...deposit, amountPaid: 0, status: 'expired' }, null],
    ['a hold cancelled unpaid', { ...deposit, amountPaid: 0, status: 'cancelled' }, null],
    ['cancelled, its deposit kept', { ...deposit, status: 'cancelled', forfeited: 60000 }, 60000],
    ['cancelled and refunded in full', { ...deposit, amountPaid: 0, refunded: 60000, status: 'cancelled' }, 60000],
  ])('%s: %s', (_name, booking, expected) => {
    expect(depositPaidCents(booking)).toBe(expected);
  });
});
