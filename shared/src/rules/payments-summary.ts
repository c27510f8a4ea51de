import { type Cents, addCents, cents, dollarsToCents } from '../money';
import type { Booking } from '../schemas/booking';
import { type BookingFigures, bookingBalanceCents } from './booking-balance';
import { isDepositPaid } from './booking-status';

/** The three cards of /admin/payments. */
export interface PaymentsSummary {
  totalBookings: number;
  /** The money received and kept: what every booking has paid, less what was refunded. */
  revenueReceivedCents: Cents;
  /** What is still owed on bookings that keep their seats with money of theirs in hand. */
  pendingBalancesCents: Cents;
}

/**
 * The balance a booking still owes, as Pending Balances counts it, or null when it owes none:
 * only a booking that keeps its seats with its deposit in (deposit paid, overdue, confirmed) and
 * still holds money of its own owes one. A hold that never paid its deposit owes nothing yet (it
 * lapses unpaid), nor does a booking refunded down to nothing, an expired or a cancelled one, or
 * one paid in full or beyond.
 */
export function owedBalanceCents(booking: BookingFigures): Cents | null {
  if (!isDepositPaid(booking.status) || booking.amountPaid <= 0) return null;
  const balance = bookingBalanceCents(booking);
  return balance > 0 ? balance : null;
}

/**
 * The deposit a booking has paid, or null when it paid none: a pending or expired hold never
 * did; a cancelled booking did when it had paid something (kept, refunded or forfeited).
 */
export function depositPaidCents(
  booking: Pick<Booking, 'status' | 'depositAmount' | 'amountPaid'> & { refunded?: number | undefined; forfeited?: number | undefined },
): Cents | null {
  const paidSomething = booking.amountPaid + (booking.refunded ?? 0) + (booking.forfeited ?? 0) > 0;
  if (isDepositPaid(booking.status) || (booking.status === 'cancelled' && paidSomething)) return dollarsToCents(booking.depositAmount);
  return null;
}

/**
 * Revenue Received is what the bookings hold, net of refunds (`amountPaid`), a cancelled booking's
 * kept money included; Pending Balances is the sum of `owedBalanceCents`, so each row of the
 * payments table adds up to the cards.
 */
export function paymentsSummary(bookings: readonly BookingFigures[]): PaymentsSummary {
  const owing = bookings.map(owedBalanceCents).filter((balance) => balance !== null);
  return {
    totalBookings: bookings.length,
    revenueReceivedCents: addCents(...bookings.map((booking) => cents(Math.max(0, booking.amountPaid)))),
    pendingBalancesCents: addCents(...owing),
  };
}
