import { randomUUID } from 'node:crypto';
import { type Cents, cents, formatUsd } from '@sunward/shared/money';
import type { RefundMade } from '@sunward/shared/schemas/booking-money';
import { createRefund, RefundRefused, retrievePaymentIntent } from '../adapters/payments';
import { badRequest, conflict, notFound } from '../http/http-error';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { auditEntryPut } from '../store/audit-repository';
import { transactIf } from '../store/conditional-write';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { listPayments } from '../store/payment-repository';

export const REFUND_CHANGED_MESSAGE =
  "This booking's card payments changed while you were refunding (another refund was made meanwhile). Reload it and check what is left before refunding again.";

/** One card payment and what Stripe says is left of it to refund. */
interface Refundable {
  paymentIntentId: string;
  leftCents: Cents;
}

/**
 * What each card payment of the booking has left to refund, as Stripe has it now, largest first:
 * the ledger says which payments are the booking's (never an offline one, never a deposit refused
 * and due back, which was never counted), Stripe what is left of each, refunds not yet recorded
 * included.
 */
export async function refundableByCard(booking: BookingRecord): Promise<Refundable[]> {
  const payments = (await listPayments(booking.id)).filter((payment) => payment.amountCents > 0 && payment.refundId === undefined && payment.method === undefined);
  const refundable: Refundable[] = [];
  for (const payment of payments) {
    const intent = await retrievePaymentIntent(payment.paymentIntentId);
    if (!intent || intent.status !== 'succeeded') continue;
    const leftCents = cents(Math.min(payment.amountCents, intent.amountReceived) - intent.amountRefunded);
    if (leftCents > 0) refundable.push({ paymentIntentId: payment.paymentIntentId, leftCents });
  }
  return refundable.sort((a, b) => b.leftCents - a.leftCents);
}

/** How much of each payment a refund of `amountCents` takes: the largest first, then the next. */
export function refundPlan(refundable: readonly Refundable[], amountCents: Cents): Refundable[] {
  const plan: Refundable[] = [];
  let rest: number = amountCents;
  for (const payment of refundable) {
    if (rest <= 0) break;
    const take = Math.min(rest, payment.leftCents);
    plan.push({ paymentIntentId: payment.paymentIntentId, leftCents: cents(take) });
    rest -= take;
  }
  return plan;
}

export function tooMuchMessage(leftCents: number): string {
  return leftCents <= 0
    ? 'Nothing paid by card is left to refund on this booking.'
    : `At most ${formatUsd(cents(leftCents))} paid by card is left to refund on this booking.`;
}

/**
 * Refunds `amountCents` of what the booking paid by card through Stripe's Refunds API, spread over
 * its payments largest first (decision 045). Each refund carries an idempotency key made for this
 * request and that payment, so a call the SDK retries refunds once. Nothing is counted here:
 * Stripe's `charge.refunded` webhook records each refund and mails the traveller, as for a refund
 * made in Stripe's dashboard. More than is left is refused (400); a refund Stripe refuses because
 * another took the money first answers 409, with what was refunded before it.
 */
export async function refundByCard(booking: BookingRecord, amountCents: Cents, by: string, now: Date): Promise<RefundMade[]> {
  const refundable = await refundableByCard(booking);
  const left = refundable.reduce((sum, payment) => sum + payment.leftCents, 0);
  if (amountCents > left) throw badRequest(tooMuchMessage(left));

  const requestKey = randomUUID();
  const made: RefundMade[] = [];
  try {
    for (const part of refundPlan(refundable, amountCents)) {
      const refund = await createRefund({
        paymentIntentId: part.paymentIntentId,
        amount: part.leftCents,
        metadata: { bookingId: booking.id, requestedBy: by },
        idempotencyKey: `refund:${requestKey}:${part.paymentIntentId}`,
      });
      made.push({ refundId: refund.id, paymentIntentId: part.paymentIntentId, amountCents: refund.amountCents });
    }
  } catch (error) {
    if (!(error instanceof RefundRefused)) throw error;
    logger.warn('Stripe refused a refund: the charge had less left than read', { refundedCents: made.reduce((sum, refund) => sum + refund.amountCents, 0) });
    const refunded = made.reduce((sum, refund) => sum + refund.amountCents, 0);
    throw conflict(refunded > 0 ? `${REFUND_CHANGED_MESSAGE} ${formatUsd(cents(refunded))} of it was refunded.` : REFUND_CHANGED_MESSAGE);
  } finally {
    if (made.length > 0) await auditRefund(booking, made, by, now);
  }
  return made;
}

/** The trip's history: who refunded how much of which booking, by card. */
async function auditRefund(booking: BookingRecord, made: readonly RefundMade[], by: string, now: Date): Promise<void> {
  const total = cents(made.reduce((sum, refund) => sum + refund.amountCents, 0));
  await transactIf([
    auditEntryPut(booking.packageId, {
    id: randomUUID(),
    at: now.toISOString(),
    by,
    action: 'booking-refunded',
    departureId: booking.departureId ?? null,
      changes: [{ field: 'refunded', from: bookingReference(booking), to: formatUsd(total) }],
    }),
  ]);
}

/** `POST /api/bookings/{id}/refunds`: 404 for no such booking; the booking as read, and the refunds made. */
export async function refundBooking(bookingId: string, amountCents: Cents, by: string, now: Date): Promise<{ booking: BookingRecord; refunds: RefundMade[] }> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  return { booking, refunds: await refundByCard(booking, amountCents, by, now) };
}
