import { type Cents, addCents, cents } from '../money';
import { type BookingFigures, bookingBalanceCents, bookingTotalCents } from './booking-balance';

/** The dashboard's Payment Summary Report (spec §2, §9). */
export interface PaymentReport {
  /** The totals of the bookings that still count: all but expired ones, whose seats went back. */
  expectedRevenueCents: Cents;
  /** Everything paid, on any booking. */
  totalPaidCents: Cents;
  /** The balances left on the bookings that still count (a balance below zero counts as none). */
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
  const counted = bookings.filter((booking) => booking.status !== 'expired');
  const expectedRevenueCents = addCents(...counted.map(bookingTotalCents));
  const totalPaidCents = addCents(...bookings.map((booking) => cents(booking.amountPaid)));
  const outstandingCents = addCents(...counted.map((booking) => cents(Math.max(0, bookingBalanceCents(booking)))));
  return {
    expectedRevenueCents,
    totalPaidCents,
    outstandingCents,
    collectionRate: collectionRate(totalPaidCents, expectedRevenueCents),
  };
}
