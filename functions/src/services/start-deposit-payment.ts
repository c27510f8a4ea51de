import { holdExpiry, isDepositPaid, isHoldExpired } from '@sunward/shared/rules/booking-status';
import { paymentMetadata } from '@sunward/shared/rules/deposit-payment';
import { cancelPaymentIntent, createPaymentIntent, type PaymentIntentView } from '../adapters/payments';
import { createCustomer } from '../adapters/saved-cards';
import { conflict, notFound } from '../http/http-error';
import { logger } from '../observability/logger';
import { readHoldSettings } from '../settings/holds';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { extendHold } from '../store/seat-hold-extension';
import { depositAlreadyPaid, holdExpired } from './deposit-refusals';

const holdSettings = readHoldSettings();

export interface DepositPaymentStart {
  intent: PaymentIntentView;
  /** When the booking's seats are released if the deposit is not paid by then. */
  holdExpiresAt: string;
}

/**
 * The PaymentIntent for a booking's deposit, for the amount the server computed. The idempotency
 * key is the booking's, so asking again (a reload, a second tab, a retry after a declined card)
 * answers the same open PaymentIntent instead of a second charge. A booking already paid or whose
 * hold has lapsed is refused before Stripe is asked (409).
 */
export async function startDepositPayment(bookingId: string, now: Date): Promise<DepositPaymentStart> {
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (isDepositPaid(booking.status)) throw conflict(depositAlreadyPaid);
  if (booking.status === 'expired' || isHoldExpired(booking, now)) throw conflict(holdExpired);
  // A traveller who ticked "Pay the balance automatically" saves the card with the deposit, on a
  // Stripe customer of the booking's own, for the plan's later charges (decision 047).
  const customer = booking.autoPayRequested
    ? await createCustomer({ email: booking.email, name: `${booking.firstName} ${booking.lastName}`, bookingId: booking.id, idempotencyKey: `customer-${booking.id}` })
    : undefined;
  const intent = await createPaymentIntent({
    ...(customer ? { customerId: customer.id, saveCardForLater: true } : {}),
    amount: booking.depositCents,
    metadata: paymentMetadata(booking.id, 'deposit'),
    description: `Deposit: ${booking.packageTitle}, ${booking.travelers} ${booking.travelers === 1 ? 'traveler' : 'travelers'}`,
    receiptEmail: booking.email,
    idempotencyKey: `deposit-${booking.id}`,
  });
  logger.appendKeys({ bookingId, paymentIntentId: intent.id });
  return holdForDeposit(booking, intent, now);
}

/**
 * Ties a new deposit PaymentIntent to the booking's hold, as read before Stripe was asked: the hold
 * grows to `HOLD_MINUTES` from when the booking was made, so a traveller who is paying has the
 * time to finish, and it names the PaymentIntent, so that the expiry job cancels it if the hold
 * expires unpaid. When the hold lapsed while Stripe answered (the expiry job gave the seats back
 * before the PaymentIntent was named), nobody else would cancel it: it is cancelled here, so it can
 * take no money, and the call is refused (409) without the client secret.
 */
export async function holdForDeposit(booking: BookingRecord, intent: PaymentIntentView, now: Date): Promise<DepositPaymentStart> {
  const fullHold = holdExpiry(new Date(booking.createdAt), holdSettings.HOLD_MINUTES);
  const held = await extendHold(booking, fullHold, now, intent.id);
  if (held === 'lengthened') return { intent, holdExpiresAt: fullHold.toISOString() };
  const current = await findBooking(booking.id);
  if (held === 'noted') return { intent, holdExpiresAt: current?.holdExpiresAt ?? booking.holdExpiresAt };

  const cancelled = await cancelPaymentIntent(intent.id);
  if (current && isDepositPaid(current.status)) throw conflict(depositAlreadyPaid);
  logger.warn('A deposit PaymentIntent was created as its hold lapsed; it was cancelled at Stripe', { paymentStatus: cancelled?.status });
  throw conflict(holdExpired);
}
