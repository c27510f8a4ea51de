import { type Cents, addCents } from '../money';
import type { BookingFigures } from './booking-balance';
import { paymentsSummary } from './payments-summary';

/**
 * The dashboard's Payment Summary Report (spec §2, §9), counted by the same rules as the cards of
 * /admin/payments, so the two pages never disagree: what was received (Total Paid = Revenue
 * Received) and what is still owed (Outstanding = Pending Balances). Expected revenue is their sum:
 * the money in hand and the money owed on bookings that keep their seats. A hold that has not paid
 * its deposit is expected nothing yet, since it may lapse; an expired or cancelled booking owes
 * nothing, and what a cancelled one paid and kept is in Total Paid.
 */
export interface PaymentReport {
  expectedRevenueCents: Cents;
  totalPaidCents: Cents;
  outstandingCents: Cents;
  /** Total paid over expected revenue, in percent with one decimal; 0 when nothing is expected. */
  collectionRate: number;
}

/** Percent with one decimal, rounded half up, computed in whole numbers so cents never drift. */
export function collectionRate(paid: Cents, expected: Cents): number {
  if (expected <= 0) return 0;
  return Math.round((paid * 1000) / expected) / 10;
}

/** "87.5%": the rate as the report shows it, always with one decimal. */
export function formatCollectionRate(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

export function paymentReport(bookings: readonly BookingFigures[]): PaymentReport {
  const { revenueReceivedCents, pendingBalancesCents } = paymentsSummary(bookings);
  const expectedRevenueCents = addCents(revenueReceivedCents, pendingBalancesCents);
  return {
    expectedRevenueCents,
    totalPaidCents: revenueReceivedCents,
    outstandingCents: pendingBalancesCents,
    collectionRate: collectionRate(revenueReceivedCents, expectedRevenueCents),
  };
}
