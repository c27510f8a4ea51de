import { PaymentPurpose } from '@sunward/shared/schemas/payment';
import { InvalidWebhookSignature, type PaymentEvent, parseWebhookEvent } from '../adapters/payment-events';
import { retrievePaymentIntent } from '../adapters/payments';
import { badRequest, HttpError } from '../http/http-error';
import { logger } from '../observability/logger';
import { applyCardUpdate } from './auto-pay-card-update';
import { applySucceededSetupIntent } from './auto-pay-consent';
import { recordPayment } from './record-payment';
import { handleDisputeEvent, handleRefundEvent } from './record-refund-or-dispute';

/**
 * Acts on a verified Stripe event. `payment_intent.succeeded` for one of our deposits, balance
 * payments or automatic installments goes through the same recorder as the browser's call and the
 * charge job; `charge.refunded` and
 * `charge.dispute.created`/`closed` go to the refund and dispute handlers (decision 018). A payment the recorder refuses (not ours, or
 * not matching) is logged and acknowledged, since Stripe resending it would change nothing; a
 * fault (the table unreachable) throws, so Stripe retries later.
 */
async function actOnPaymentEvent(event: PaymentEvent, now: Date): Promise<void> {
  logger.appendKeys({ stripeEventId: event.id, stripeEventType: event.type });
  switch (event.type) {
    case 'charge.refunded':
      return handleRefundEvent(event, now);
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
      return handleDisputeEvent(event, now);
    case 'setup_intent.succeeded':
      // A card saved for automatic payments whose page never called back (decision 047).
      return event.setupIntentId ? applySucceededSetupIntent(event.setupIntentId, now) : undefined;
    case 'payment_method.automatically_updated':
      // A saved card renewed by its network: the plan that charges it shows it as it is now (decision 047).
      return event.paymentMethodId ? applyCardUpdate(event.paymentMethodId, now) : undefined;
    case 'payment_intent.canceled':
      // Nothing to undo: a cancelled PaymentIntent took no money; a new one is made when needed.
      logger.info('PaymentIntent cancelled', { paymentIntentId: event.paymentIntentId });
      return;
    case 'payment_intent.payment_failed':
      // Nothing to record: an automatic installment's refusal is written by its charge job from
      // Stripe's own answer (a job that dies asks again after its lease with the same idempotency
      // key and gets the same answer), and an authentication the traveller failed on the pay link's
      // page leaves the installment waiting for them (decision 047).
      logger.info('PaymentIntent failed', {
        paymentIntentId: event.paymentIntentId,
        failureCode: event.failure?.code,
        declineCode: event.failure?.declineCode,
        adviceCode: event.failure?.adviceCode,
      });
      return;
  }
  if (event.type !== 'payment_intent.succeeded' || !event.paymentIntentId) return;

  const intent = await retrievePaymentIntent(event.paymentIntentId);
  const bookingId = intent?.metadata.bookingId;
  const purpose = PaymentPurpose.safeParse(intent?.metadata.purpose);
  if (!intent || !bookingId || !purpose.success) {
    logger.info('Stripe event about a payment this site does not record', { paymentIntentId: event.paymentIntentId });
    return;
  }
  try {
    await recordPayment(bookingId, intent.id, purpose.data, now);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    logger.warn('Stripe event not recorded', { reason: error.message });
  }
}

/**
 * Handles a payment event as Stripe's webhook posts it: checks Stripe's signature over the raw
 * body, then acts on the event; a bad signature is a 400.
 */
export async function handlePaymentEvent(rawBody: string, signature: string | undefined, now: Date): Promise<void> {
  const event = await parseWebhookEvent(rawBody, signature).catch((error: unknown) => {
    if (error instanceof InvalidWebhookSignature) throw badRequest('Invalid signature');
    throw error;
  });
  await actOnPaymentEvent(event, now);
}
