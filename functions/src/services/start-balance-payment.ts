import { randomUUID } from 'node:crypto';
import type { Cents } from '@sunward/shared/money';
import { balanceAmountProblem } from '@sunward/shared/rules/balance-payment';
import { isDepositPaid } from '@sunward/shared/rules/booking-status';
import { paymentMetadata } from '@sunward/shared/rules/deposit-payment';
import { cancelPaymentIntent, createPaymentIntent, type PaymentIntentView } from '../adapters/payments';
import { badRequest, conflict, notFound, unauthorized } from '../http/http-error';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { type BookingRecord, findBooking, replaceOpenBalanceIntent } from '../store/booking-repository';
import type { Session } from '../store/session-repository';

/** A booking the operator released for its unpaid balance (decision 044) takes no more payments. */
export const BOOKING_CANCELLED_MESSAGE = 'This booking was cancelled for its unpaid balance, so it can no longer be paid.';

/** Tries when another tab replaced the open PaymentIntent between our read and our write. */
const MAX_ATTEMPTS = 5;

/**
 * Cancels the booking's open balance PaymentIntent at Stripe. One that had already succeeded is
 * left alone: the browser that paid it, or Stripe's webhook, records it through the recorder.
 */
async function cancelOpenIntent(paymentIntentId: string): Promise<void> {
  const intent = await cancelPaymentIntent(paymentIntentId);
  if (intent?.status === 'succeeded') {
    logger.info('The previous balance PaymentIntent was paid before it could be cancelled', { previousPaymentIntentId: paymentIntentId });
  }
}

/**
 * A PaymentIntent for part of a booking's balance, for the amount the traveller chose. Only the
 * booking's owner (a customer session with its e-mail) may pay this way; a pay link's page pays
 * through `startBalancePaymentFor` once its link is checked.
 */
export async function startBalancePayment(
  request: { bookingId: string; amountCents: number },
  session: Session | undefined,
): Promise<PaymentIntentView> {
  if (session?.role !== 'customer') throw unauthorized('Please sign in with the code we e-mail you to pay your balance.');
  const booking = await findBooking(request.bookingId);
  if (!booking || booking.email !== session.subject.toLowerCase()) throw notFound('Booking not found');
  return startBalancePaymentFor(booking, request.amountCents);
}

/**
 * A balance PaymentIntent for a booking whose caller is already known to be allowed to pay it (its
 * owner's session, or a live pay link). The deposit must be in and the amount between $1 and the
 * balance due. A booking has at most one open balance PaymentIntent: starting another cancels the
 * previous one at Stripe, and the booking keeps the id of the one now open.
 */
export async function startBalancePaymentFor(booking: BookingRecord, amountCents: number): Promise<PaymentIntentView> {
  if (booking.status === 'cancelled') throw conflict(BOOKING_CANCELLED_MESSAGE);
  if (!isDepositPaid(booking.status)) throw conflict('Pay the deposit for this booking first');
  const problem = balanceAmountProblem(amountCents, booking.balanceDueCents);
  if (problem) throw badRequest(problem);
  logger.appendKeys({ bookingId: booking.id });

  let open = booking.openBalancePaymentIntentId;
  if (open) await cancelOpenIntent(open);
  const intent = await createPaymentIntent({
    amount: amountCents as Cents,
    metadata: paymentMetadata(booking.id, 'balance'),
    description: `Balance payment: ${booking.packageTitle}, booking ${bookingReference(booking)}`,
    receiptEmail: booking.email,
    // Each request is a new PaymentIntent; the key only makes the SDK's own retries safe.
    idempotencyKey: `balance-${booking.id}-${randomUUID()}`,
  });
  logger.appendKeys({ paymentIntentId: intent.id });

  for (let attempt = 1; ; attempt++) {
    if (await replaceOpenBalanceIntent(booking.id, open, intent.id)) return intent;
    // Another tab started a payment meanwhile: the newest request wins, so cancel that one.
    const current = await findBooking(booking.id);
    open = current?.openBalancePaymentIntentId;
    if (attempt >= MAX_ATTEMPTS || !current) {
      await cancelPaymentIntent(intent.id);
      throw conflict('Another payment for this booking was started at the same time. Please try again.');
    }
    if (open) await cancelOpenIntent(open);
  }
}
