import { notFound } from '../http/http-error';
import { logger } from '../observability/logger';
import { findBooking } from '../store/booking-repository';
import { listPayments, type PaymentRecord } from '../store/payment-repository';
import type { Session } from '../store/session-repository';

/**
 * A booking's payments, oldest first, for an admin or for the customer whose address made the
 * booking. Another address's booking answers exactly like one that does not exist.
 */
export async function listBookingPaymentsFor(bookingId: string, session: Session): Promise<PaymentRecord[]> {
  const booking = await findBooking(bookingId);
  if (!booking || (session.role === 'customer' && booking.email !== session.subject)) {
    throw notFound('Booking not found');
  }
  logger.appendKeys({ bookingId });
  return listPayments(bookingId);
}
