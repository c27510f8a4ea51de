import { type Cents, addCents, cents } from '../money';
import { type BookingFigures, bookingBalanceCents, bookingTotalCents } from './booking-balance';

/** The dashboard's Payment Summary Report (spec §2, §9). */
export interface PaymentReport {
  /**
   * The totals of the bookings that still count: all but expired ones, whose seats went back; a
   * released (cancelled) one counts what it paid, kept as forfeited.
   */
  expectedRevenueCents: Cents;
  /** Everything paid, on any booking. */
  totalPaidCents: Cents;
  /** The balances left on the bookings that still count, released ones aside (a balance below zero counts as none). */
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

/**
 * What a counted booking is expected to bring: its total, or for one released unpaid (cancelled)
 * what it paid, which is kept under the refund policy and is all it will ever bring.
 */
function expectedCents(booking: BookingFigures): Cents {
  return booking.status === 'cancelled' ? cents(booking.amountPaid) : bookingTotalCents(booking);
}

export function paymentReport(bookings: readonly BookingFigures[]): PaymentReport {
  const counted = bookings.filter((booking) => booking.status !== 'expired');
  const owing = counted.filter((booking) => booking.status !== 'cancelled');
  const expectedRevenueCents = addCents(...counted.map(expectedCents));
  const totalPaidCents = addCents(...bookings.map((booking) => cents(booking.amountPaid)));
  const outstandingCents = addCents(...owing.map((booking) => cents(Math.max(0, bookingBalanceCents(booking)))));
  return {
    expectedRevenueCents,
    totalPaidCents,
    outstandingCents,
    collectionRate: collectionRate(totalPaidCents, expectedRevenueCents),
  };
}
