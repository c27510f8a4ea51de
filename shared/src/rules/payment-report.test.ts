import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import type { BookingStatus } from '../schemas/booking';
import type { BookingFigures } from './booking-balance';
import { isDepositPaid } from './booking-status';
import { collectionRate, formatCollectionRate, paymentReport } from './payment-report';
import { paymentsSummary } from './payments-summary';

function figures(status: BookingStatus, packagePrice: number, travelers: number, amountPaid: number, balanceDue?: number): BookingFigures {
  return { packagePrice, travelers, amountPaid, status, depositPaid: isDepositPaid(status), balanceDue };
}

describe('paymentReport', () => {
  it.each<[string, BookingFigures[], { expected: number; paid: number; outstanding: number; rate: number }]>([
    ['no bookings', [], { expected: 0, paid: 0, outstanding: 0, rate: 0 }],
    [
      'an unpaid hold expects nothing yet; a part-paid booking owes its balance; a paid one nothing',
      [figures('pending', 1000, 1, 0, 100000), figures('deposit_paid', 1000, 2, 60000, 140000), figures('confirmed', 500, 1, 50000, 0)],
      { expected: 250000, paid: 110000, outstanding: 140000, rate: 44 },
    ],
    [
      'without balanceDue the total is outstanding',
      [figures('pending', 1299, 2, 0), figures('deposit_paid', 1000, 1, 30000)],
      { expected: 130000, paid: 30000, outstanding: 100000, rate: 23.1 },
    ],
    [
      'expired bookings expect nothing and owe nothing',
      [figures('expired', 2000, 1, 0, 200000), figures('confirmed', 2000, 1, 200000, 0)],
      { expected: 200000, paid: 200000, outstanding: 0, rate: 100 },
    ],
    [
      'an overpaid booking owes nothing; what it paid is all expected of it',
      [figures('confirmed', 1000, 1, 100500, -500)],
      { expected: 100500, paid: 100500, outstanding: 0, rate: 100 },
    ],
    [
      // Decision 018: refunds reach the report through the booking's totals, net of its negative payment items.
      'refunds are off total paid; a booking refunded to nothing owes nothing; a refused deposit was never counted',
      [figures('deposit_paid', 1000, 2, 150000, 50000), figures('deposit_paid', 1000, 1, 0, 100000), figures('expired', 1000, 1, 0, 100000)],
      { expected: 200000, paid: 150000, outstanding: 50000, rate: 75 },
    ],
    [
      'an overdue booking still owes its balance; a released one expects only what it paid, kept as forfeited',
      [figures('overdue', 1000, 2, 60000, 140000), figures('cancelled', 1000, 2, 60000, 140000)],
      { expected: 260000, paid: 120000, outstanding: 140000, rate: 46.2 },
    ],
    [
      'cents are summed exactly',
      [figures('deposit_paid', 1899.99, 3, 90001, 479996)],
      { expected: 569997, paid: 90001, outstanding: 479996, rate: 15.8 },
    ],
  ])('%s', (_name, bookings, expected) => {
    const report = paymentReport(bookings);
    // The dashboard and /admin/payments count by one rule.
    expect({ paid: report.totalPaidCents, owed: report.outstandingCents }).toEqual({
      paid: paymentsSummary(bookings).revenueReceivedCents,
      owed: paymentsSummary(bookings).pendingBalancesCents,
    });
    expect(report).toEqual({
      expectedRevenueCents: expected.expected,
      totalPaidCents: expected.paid,
      outstandingCents: expected.outstanding,
      collectionRate: expected.rate,
    });
  });
});

describe('collectionRate', () => {
  it.each([
    [0, 0, 0, '0.0%'],
    [100, 0, 0, '0.0%'],
    [1, 3, 33.3, '33.3%'],
    [2, 3, 66.7, '66.7%'],
    [1, 8, 12.5, '12.5%'],
    [1, 16, 6.3, '6.3%'],
    [3, 3, 100, '100.0%'],
  ])('%i of %i is %d (%s)', (paid, expected, rate, text) => {
    expect(collectionRate(cents(paid), cents(expected))).toBe(rate);
    expect(formatCollectionRate(collectionRate(cents(paid), cents(expected)))).toBe(text);
  });
});
