import { randomUUID } from 'node:crypto';
import { cancelPaymentIntent } from '../adapters/payments';
import { conflict, notFound } from '../http/http-error';
import { logger } from '../observability/logger';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { releaseUnpaidHold } from '../store/hold-release-repository';
import { recordPayment } from './record-payment';
import { seatsToWaitlistFirst } from './waitlist-offers';

export const NOT_HOLDING_MESSAGE = 'This booking holds no unpaid seats: it is paid, or its hold has already ended.';
export const DEPOSIT_PAID_MESSAGE = 'The deposit of this booking has been paid, so its seats stay booked.';
export const DEPOSIT_IN_PROGRESS_MESSAGE = 'The deposit of this booking is being paid right now. Try again in a minute.';

/**
 * Before the seats go back, the booking's open deposit PaymentIntent is cancelled at Stripe, as
 * the expiry job does (decision 010), so no money arrives for seats given back. One that had
 * succeeded is recorded by the normal recorder, with its mails, and the release is refused; one
 * Stripe cannot cancel now (processing) refuses it too. Answers the PaymentIntent cancelled, if any.
 */
export async function cancelOpenDeposit(booking: BookingRecord, now: Date): Promise<string | undefined> {
  const paymentIntentId = booking.openDepositPaymentIntentId;
  if (paymentIntentId === undefined) return undefined;
  const intent = await cancelPaymentIntent(paymentIntentId);
  if (intent === undefined || intent.status === 'canceled') return paymentIntentId;
  if (intent.status === 'succeeded') {
    await recordPayment(booking.id, paymentIntentId, 'deposit', now);
    throw conflict(DEPOSIT_PAID_MESSAGE);
  }
  throw conflict(DEPOSIT_IN_PROGRESS_MESSAGE);
}

/**
 * The operator ends an unpaid booking's hold now (decision 037): the booking becomes `expired`
 * as if its hold had lapsed, its seats go back to its departure once, and the trip's audit trail
 * records who released which booking's seats. 404 for no such booking; 409 when it holds no
 * unpaid seats (paid, expired or released already, also by a call racing this one).
 */
export async function releaseHold(bookingId: string, by: string, now: Date): Promise<BookingRecord> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (booking.status !== 'pending') throw conflict(NOT_HOLDING_MESSAGE);

  const settledIntent = await cancelOpenDeposit(booking, now);
  const at = now.toISOString();
  const released = await releaseUnpaidHold(booking, settledIntent, {
    id: randomUUID(),
    at,
    by,
    action: 'hold-released',
    departureId: booking.departureId ?? null,
    changes: [{ field: 'unpaidHold', from: `${booking.reference ?? booking.id} · ${booking.travelers} seats`, to: 'released' }],
  }, seatsToWaitlistFirst(now));
  if (!released) throw conflict(NOT_HOLDING_MESSAGE);
  return { ...booking, status: 'expired' };
}
