import { type Cents, cents, dollarsToCents, multiplyCents } from '../money';
import type { Booking } from '../schemas/booking';

/**
 * What the admin figures read of a booking. `balanceDue` may be absent on old bookings: the spec
 * (§3) then treats the whole total as the balance.
 */
export type BookingFigures = Pick<Booking, 'packagePrice' | 'travelers' | 'amountPaid' | 'status' | 'depositPaid'> & {
  balanceDue?: Booking['balanceDue'] | undefined;
};

/** The booking's total: the price per person (dollars) times the travellers, in cents. */
export function bookingTotalCents(booking: Pick<BookingFigures, 'packagePrice' | 'travelers'>): Cents {
  return multiplyCents(dollarsToCents(booking.packagePrice), booking.travelers);
}

/** What is left to pay: `balanceDue`, or the total when a booking has none. May be 0 or less once paid. */
export function bookingBalanceCents(booking: Pick<BookingFigures, 'packagePrice' | 'travelers' | 'balanceDue'>): Cents {
  return booking.balanceDue === undefined ? bookingTotalCents(booking) : cents(booking.balanceDue);
}
