import { conflict, notFound } from '../http/http-error';
import { bookingStatusAt } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import type { Session } from '../store/session-repository';

/*
 * Who may touch a booking's automatic payments, and when a booking may have them (decision 047).
 * The texts are API.md's.
 */

export const AUTO_PAY_NO_DEPOSIT_MESSAGE = 'Automatic payments can start once the deposit is paid.';
export const AUTO_PAY_NOTHING_LEFT_MESSAGE = 'Nothing is left to pay on this booking.';
export const AUTO_PAY_NOT_LIVE_MESSAGE = 'This booking is cancelled or has expired.';
export const AUTO_PAY_NONE_FITS_MESSAGE = "No monthly payment fits before this booking's balance due date: please pay the balance by then.";
export const AUTO_PAY_ALREADY_ON_MESSAGE = 'Automatic payments are already on for this booking.';
export const AUTO_PAY_NO_PLAN_MESSAGE = 'This booking has no automatic payments running.';

/**
 * The booking, for an admin or for the customer whose address made it; another address's booking
 * answers exactly like one that does not exist.
 */
export async function bookingForCaller(bookingId: string, session: Pick<Session, 'role' | 'subject'>): Promise<BookingRecord> {
  const booking = await findBooking(bookingId);
  if (!booking || (session.role === 'customer' && booking.email !== session.subject.toLowerCase())) throw notFound('Booking not found');
  logger.appendKeys({ bookingId });
  return booking;
}

/** Refuses a booking that cannot start a plan: no deposit yet, paid in full, cancelled or expired (409). */
export function requireOpenBalance(booking: BookingRecord, now: Date): void {
  const status = bookingStatusAt(booking, now);
  if (status === 'pending') throw conflict(AUTO_PAY_NO_DEPOSIT_MESSAGE);
  if (status === 'cancelled' || status === 'expired') throw conflict(AUTO_PAY_NOT_LIVE_MESSAGE);
  if (status === 'confirmed' || booking.balanceDueCents <= 0) throw conflict(AUTO_PAY_NOTHING_LEFT_MESSAGE);
}
