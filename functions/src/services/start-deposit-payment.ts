import { isDepositPaid, isHoldExpired } from '@sunward/shared/rules/booking-status';
import { paymentMetadata } from '@sunward/shared/rules/deposit-payment';
import { createPaymentIntent, type PaymentIntentView } from '../adapters/payments';
import { conflict, notFound } from '../http/http-error';
import { logger } from '../observability/logger';
import { findBooking } from '../store/booking-repository';

/**
 * The PaymentIntent for a booking's deposit, for the amount the server computed. The idempotency
 * key is the booking's, so asking again (a reload, a second tab, a retry after a declined card)
 * answers the same open PaymentIntent instead of a second charge.
 */
export async function startDepositPayment(bookingId: string, now: Date): Promise<PaymentIntentView> {
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (isDepositPaid(booking.status)) throw conflict('The deposit for this booking is already paid');
  if (booking.status === 'expired' || isHoldExpired(booking, now)) {
    throw conflict('This booking’s hold has expired. Please book again.');
  }
  const intent = await createPaymentIntent({
    amount: booking.depositCents,
    metadata: paymentMetadata(booking.id, 'deposit'),
    description: `Deposit: ${booking.packageTitle}, ${booking.travelers} ${booking.travelers === 1 ? 'traveler' : 'travelers'}`,
    receiptEmail: booking.email,
    idempotencyKey: `deposit-${booking.id}`,
  });
  logger.appendKeys({ bookingId, paymentIntentId: intent.id });
  return intent;
}
