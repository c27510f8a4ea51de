import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../schemas/booking';
import { type AdminCounter, adminCounterOf, adminCounters } from './admin-counters';
import type { BookingFigures } from './booking-balance';
import { bookingBalanceCents } from './booking-balance';
import { isDepositPaid } from './booking-status';
import { owedBalanceCents, paymentsSummary } from './payments-summary';

const counterNames = ['fullyPaid', 'partialPayments', 'overdue', 'pending', 'expired', 'cancelled'] as const satisfies readonly AdminCounter[];

/**
 * Any booking the dashboard may list: every status, prices in whole cents (free trips too), any
 * number of travellers, amounts paid from nothing to beyond the total, a balance that may be
 * absent (older bookings), zero or below zero (overpaid).
 */
const bookingFigures: fc.Arbitrary<BookingFigures> = fc
  .record({
    status: fc.constantFrom(...bookingStatuses),
    priceCents: fc.integer({ min: 0, max: 1_000_000 }),
    travelers: fc.integer({ min: 1, max: 10 }),
    amountPaid: fc.integer({ min: 0, max: 2_000_000 }),
    balanceDue: fc.option(fc.integer({ min: -100_000, max: 10_000_000 }), { nil: undefined }),
  })
  .map(({ status, priceCents, ...rest }) => ({ ...rest, status, packagePrice: priceCents / 100, depositPaid: isDepositPaid(status) }));

const bookingSets = fc.array(bookingFigures, { maxLength: 60 });

function sumOfCounters(counters: ReturnType<typeof adminCounters>): number {
  return counterNames.reduce((sum, name) => sum + counters[name], 0);
}

describe('the dashboard counters over generated sets of bookings', () => {
  it('add up to Total Bookings', () => {
    fc.assert(
      fc.property(bookingSets, (bookings) => {
        const counters = adminCounters(bookings);
        expect(counters.totalBookings).toBe(bookings.length);
        expect(sumOfCounters(counters)).toBe(counters.totalBookings);
      }),
    );
  });

  it('count each status where its filter finds it: pending, expired and cancelled on their own, the paid ones split three ways', () => {
    fc.assert(
      fc.property(bookingSets, (bookings) => {
        const counters = adminCounters(bookings);
        const withStatus = (status: string) => bookings.filter((booking) => booking.status === status).length;
        expect(counters.pending).toBe(withStatus('pending'));
        expect(counters.expired).toBe(withStatus('expired'));
        expect(counters.cancelled).toBe(withStatus('cancelled'));
        expect(counters.fullyPaid + counters.partialPayments + counters.overdue).toBe(
          withStatus('deposit_paid') + withStatus('overdue') + withStatus('confirmed'),
        );
        // Overdue is counted only for overdue bookings, and never for one with nothing left to pay.
        expect(counters.overdue).toBeLessThanOrEqual(withStatus('overdue'));
      }),
    );
  });

  it('move by exactly one counter, and the total by one, when a booking is added', () => {
    fc.assert(
      fc.property(bookingSets, bookingFigures, (bookings, added) => {
        const before = adminCounters(bookings);
        const after = adminCounters([...bookings, added]);
        expect(after.totalBookings).toBe(before.totalBookings + 1);
        const moved = counterNames.filter((name) => after[name] !== before[name]);
        expect(moved).toEqual([adminCounterOf(added)]);
        expect(after[adminCounterOf(added)]).toBe(before[adminCounterOf(added)] + 1);
      }),
    );
  });

  it('do not depend on the order of the bookings', () => {
    fc.assert(
      fc.property(bookingSets, (bookings) => {
        expect(adminCounters(bookings.toReversed())).toEqual(adminCounters(bookings));
      }),
    );
  });
});

describe('the payments cards over generated sets of bookings', () => {
  it('are the sums of what each row paid and still owes, and owe nothing on a booking that paid nothing or gave its seats back', () => {
    fc.assert(
      fc.property(bookingSets, (bookings) => {
        const summary = paymentsSummary(bookings);
        expect(summary.totalBookings).toBe(bookings.length);
        expect(summary.revenueReceivedCents).toBe(bookings.reduce((sum, booking) => sum + booking.amountPaid, 0));
        expect(summary.pendingBalancesCents).toBe(bookings.reduce((sum, booking) => sum + (owedBalanceCents(booking) ?? 0), 0));
        for (const booking of bookings) {
          const owed = owedBalanceCents(booking);
          if (owed === null) continue;
          expect(isDepositPaid(booking.status)).toBe(true);
          expect(booking.amountPaid).toBeGreaterThan(0);
          expect(owed).toBe(bookingBalanceCents(booking));
          expect(owed).toBeGreaterThan(0);
        }
      }),
    );
  });
});
