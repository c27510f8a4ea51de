import type { Session } from '../store/session-repository';
import { type BookingRecord, listBookingsByEmail } from '../store/booking-repository';

/** A signed-in customer's own bookings, newest first: those made with the session's address. */
export function listCustomerBookings(session: Session): Promise<BookingRecord[]> {
  return listBookingsByEmail(session.subject);
}
