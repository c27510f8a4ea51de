import { addDays, agencyDate } from './agency-calendar';
import type { Booking } from '../schemas/booking';

/** How far ahead the dashboard's list of balances looks, in New York days. */
export const BALANCES_DUE_WINDOW_DAYS = 30;

export type BalanceDueBooking = Pick<Booking, 'id' | 'reference' | 'status' | 'balanceDue' | 'balanceDueDate'>;

/**
 * The dashboard's 'Balances due in the next 30 days and overdue' (decision 044): every booking with
 * its deposit in and a balance left whose due date is today, past or within the next 30 days of
 * `now` (New York days). Overdue ones first, then by due date, soonest first, then by reference.
 */
export function balancesDue<B extends BalanceDueBooking>(bookings: readonly B[], now: Date): B[] {
  const until = addDays(agencyDate(now), BALANCES_DUE_WINDOW_DAYS);
  return bookings
    .filter(
      (booking) =>
        (booking.status === 'deposit_paid' || booking.status === 'overdue') &&
        booking.balanceDue > 0 &&
        typeof booking.balanceDueDate === 'string' &&
        booking.balanceDueDate <= until,
    )
    .toSorted(
      (a, b) =>
        Number(b.status === 'overdue') - Number(a.status === 'overdue') ||
        (a.balanceDueDate ?? '').localeCompare(b.balanceDueDate ?? '') ||
        a.reference.localeCompare(b.reference),
    );
}
