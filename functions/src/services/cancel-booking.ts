import { randomUUID } from 'node:crypto';
import { type Cents, cents, formatUsd } from '@sunward/shared/money';
import type { RefundMade } from '@sunward/shared/schemas/booking-money';
import { cancelPaymentIntent } from '../adapters/payments';
import { badRequest, conflict, HttpError, notFound } from '../http/http-error';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { bookingReference, bookingStatusAt } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { withPlanStopped } from '../store/auto-pay-repository';
import { cancelHeldBooking } from '../store/booking-release-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { bookingCancelledFacts } from './booking-money-facts';
import { recordPayment } from './record-payment';
import { refundableByCard, refundByCard, tooMuchMessage } from './refund-booking';
import { cancelOpenDeposit } from './release-hold';
import { seatsToWaitlistFirst } from './waitlist-offers';

const site = readSiteSettings();

export const NOT_HOLDING_SEATS_MESSAGE = 'Only a booking that holds seats can be cancelled: this one is expired or cancelled already.';
export const CANCEL_CHANGED_MESSAGE = 'This booking changed while you were cancelling it (a payment came in, or it was cancelled already). Reload it and try again.';
export const BALANCE_PAID_MEANWHILE_MESSAGE = 'A balance payment came in while you were cancelling: it is recorded. Reload the booking and decide again.';
export const BALANCE_IN_PROGRESS_MESSAGE = 'The balance of this booking is being paid right now. Try again in a minute.';

/**
 * An open balance PaymentIntent is cancelled at Stripe before the seats go back, so no money
 * arrives for a cancelled booking. One that had succeeded is recorded by the normal recorder, with
 * its mails, and the cancel is refused; one Stripe cannot cancel now (processing) refuses it too.
 */
async function cancelOpenBalance(booking: BookingRecord, now: Date): Promise<void> {
  const paymentIntentId = booking.openBalancePaymentIntentId;
  if (paymentIntentId === undefined) return;
  const intent = await cancelPaymentIntent(paymentIntentId);
  if (intent === undefined || intent.status === 'canceled') return;
  if (intent.status === 'succeeded') {
    await recordPayment(booking.id, paymentIntentId, 'balance', now);
    throw conflict(BALANCE_PAID_MEANWHILE_MESSAGE);
  }
  throw conflict(BALANCE_IN_PROGRESS_MESSAGE);
}

/**
 * The operator cancels a booking that holds seats (decision 045): pending with its hold, deposit
 * paid, overdue or confirmed. Its open PaymentIntent is cancelled at Stripe first; then, in one
 * transaction, it becomes `cancelled`, its seats go back to the departure once, its hold and
 * reminders go, its pay links are revoked, the trip's history and the traveller's mail are written.
 * With `refundCents` above 0, that much of what it paid by card is refunded afterwards, recorded by
 * Stripe's webhook. 404 for no such booking; 400 for a refund above what is left by card (nothing
 * is cancelled then); 409 for a booking without seats, or one that changed meanwhile.
 */
export async function cancelBooking(
  bookingId: string,
  request: { refundCents?: number | undefined; reason?: string | undefined },
  by: string,
  now: Date,
): Promise<{ booking: BookingRecord; refunds: RefundMade[] }> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (!['pending', 'deposit_paid', 'confirmed'].includes(booking.status)) throw conflict(NOT_HOLDING_SEATS_MESSAGE);
  const refundCents: Cents = cents(request.refundCents ?? 0);
  const reason = request.reason?.trim() || undefined;

  if (refundCents > 0) {
    // Checked before anything changes: a cancel whose refund cannot be made is not started.
    const left = (await refundableByCard(booking)).reduce((sum, payment) => sum + payment.leftCents, 0);
    if (refundCents > left) throw badRequest(tooMuchMessage(left));
  }

  const settledDepositIntent = booking.status === 'pending' ? await cancelOpenDeposit(booking, now) : undefined;
  if (booking.status !== 'pending') await cancelOpenBalance(booking, now);

  const at = now.toISOString();
  const mail: OutgoingMail = { to: booking.email, template: 'bookingCancelled', facts: bookingCancelledFacts(booking, refundCents, reason, site.SITE_URL) };
  const cancelled = await cancelHeldBooking(
    booking,
    { reason, revokePayLinks: true, ...(settledDepositIntent === undefined ? {} : { settledDepositIntent }) },
    {
      id: randomUUID(),
      at,
      by,
      action: 'booking-cancelled',
      departureId: booking.departureId ?? null,
      changes: [
        { field: 'booking', from: `${bookingReference(booking)} · ${booking.travelers} seats · ${bookingStatusAt(booking, now)}`, to: 'cancelled' },
        { field: 'paid', from: null, to: formatUsd(booking.amountPaidCents) },
        ...(refundCents > 0 ? [{ field: 'refund', from: null, to: formatUsd(refundCents) }] : []),
        ...(reason ? [{ field: 'reason', from: null, to: reason }] : []),
      ],
    },
    [mail],
    now,
    seatsToWaitlistFirst(now),
  );
  if (!cancelled) throw conflict(CANCEL_CHANGED_MESSAGE);
  const record: BookingRecord = withPlanStopped(
    { ...booking, status: 'cancelled', cancelledAt: at, payLinksRevokedAt: at, ...(reason ? { cancellationReason: reason } : {}) },
    'cancelled',
    now,
  );
  if (refundCents <= 0) return { booking: record, refunds: [] };
  try {
    return { booking: record, refunds: await refundByCard(record, refundCents, by, now) };
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.status, `The booking is cancelled, but the refund was not made: ${error.message}`);
    throw error;
  }
}
