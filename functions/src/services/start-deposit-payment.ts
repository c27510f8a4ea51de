import { holdExpiry, isDepositPaid, isHoldExpired } from '@sunward/shared/rules/booking-status';
import { paymentMetadata } from '@sunward/shared/rules/deposit-payment';
import { createPaymentIntent, type PaymentIntentView } from '../adapters/payments';
import { conflict, notFound } from '../http/http-error';
import { logger } from '../observability/logger';
import { readHoldSettings } from '../settings/holds';
import { findBooking } from '../store/booking-repository';
import { extendHold } from '../store/seat-hold-extension';

const holdSettings = readHoldSettings();

export interface DepositPaymentStart {
  intent: PaymentIntentView;
  /** When the booking's seats are released if the deposit is not paid by then. */
  holdExpiresAt: string;
}

/**
 * The PaymentIntent for a booking's deposit, for the amount the server computed. The idempotency
 * key is the booking's, so asking again (a reload, a second tab, a retry after a declined card)
 * answers the same open PaymentIntent instead of a second charge. Once it exists, the booking's
 * hold grows to `HOLD_MINUTES` from when the booking was made, so a traveller who is paying has
 * the time to finish, and the hold names the PaymentIntent, so that it is cancelled at Stripe if
 * the hold expires unpaid.
 */
export async function startDepositPayment(bookingId: string, now: Date): Promise<DepositPaymentStart> {
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
  const fullHold = holdExpiry(new Date(booking.createdAt), holdSettings.HOLD_MINUTES);
  // Also notes the PaymentIntent on the hold, so the expiry job cancels it before the seats go back.
  if (await extendHold(booking, fullHold, now, intent.id)) {
    return { intent, holdExpiresAt: fullHold.toISOString() };
  }
  return { intent, holdExpiresAt: (await findBooking(bookingId))?.holdExpiresAt ?? booking.holdExpiresAt };
}
