import { type Cents, addCents, cents } from '../money';
import { type BookingFigures, bookingBalanceCents } from './booking-balance';

/** The three cards of /admin/payments. */
export interface PaymentsSummary {
  totalBookings: number;
  /** The sum of what every booking has paid. */
  revenueReceivedCents: Cents;
  /** The balances of bookings whose deposit is in and that still owe something. */
  pendingBalancesCents: Cents;
}

export function paymentsSummary(bookings: readonly BookingFigures[]): PaymentsSummary {
  const owing = bookings
    .filter((booking) => booking.depositPaid)
    .map(bookingBalanceCents)
    .filter((balance) => balance > 0);
  return {
    totalBookings: bookings.length,
    revenueReceivedCents: addCents(...bookings.map((booking) => cents(booking.amountPaid))),
    pendingBalancesCents: addCents(...owing),
  };
}
