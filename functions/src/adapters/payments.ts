import { type Cents, cents } from '@sunward/shared/money';
import Stripe from 'stripe';
import { isMissing, stripeClient } from './stripe-client';

/** PaymentIntents (a deposit, a balance, an installment charged off-session) and their refunds, through Stripe's SDK. */

export type PaymentStatus = Stripe.PaymentIntent.Status;

/** A PaymentIntent in our terms: amounts in cents, metadata as Stripe keeps it. */
export interface PaymentIntentView {
  id: string;
  status: PaymentStatus;
  amount: Cents;
  amountReceived: Cents;
  currency: string;
  metadata: Readonly<Record<string, string>>;
  /** Given to the browser so it can confirm the payment; never logged. */
  clientSecret: string | null;
}

function toView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amount: cents(intent.amount),
    amountReceived: cents(intent.amount_received),
    currency: intent.currency,
    metadata: intent.metadata,
    clientSecret: intent.client_secret,
  };
}

export interface NewPaymentIntent {
  amount: Cents;
  metadata: Record<string, string>;
  description: string;
  receiptEmail: string;
  /** The same key within 24 hours answers the same PaymentIntent instead of a second one. */
  idempotencyKey: string;
  /** The Stripe Customer the payment (and a card saved by it) belongs to. */
  customerId?: string;
  /**
   * Saves the card on `customerId` for later charges without the traveller (`setup_future_usage:
   * 'off_session'`): Stripe asks for authentication now, when the traveller is there to give it, so
   * that the later off-session charges need none. Needs `customerId`.
   */
  saveCardForLater?: boolean;
}

export async function createPaymentIntent(input: NewPaymentIntent): Promise<PaymentIntentView> {
  if (input.saveCardForLater && !input.customerId) throw new Error('A card saved for later charges needs a Stripe Customer');
  const { stripe } = await stripeClient();
  const intent = await stripe.paymentIntents.create(
    {
      amount: input.amount,
      currency: 'usd',
      // Cards only, confirmed on our page: a method that redirects would leave the booking page
      // mid-payment, and the page confirms without a `return_url`.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: input.metadata,
      description: input.description,
      receipt_email: input.receiptEmail,
      ...(input.customerId ? { customer: input.customerId } : {}),
      ...(input.saveCardForLater ? { setup_future_usage: 'off_session' as const } : {}),
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return toView(intent);
}

/** A PaymentIntent read to be counted: with what has been refunded of it since it succeeded. */
export interface RetrievedPaymentIntent extends PaymentIntentView {
  /** Cents refunded of its charge; 0 when it has none. */
  amountRefunded: Cents;
}

/**
 * The PaymentIntent as Stripe has it now, or undefined when Stripe does not know the id. Its
 * charge is expanded, since only the charge says what was refunded.
 */
export async function retrievePaymentIntent(id: string): Promise<RetrievedPaymentIntent | undefined> {
  const { stripe } = await stripeClient();
  try {
    const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return { ...toView(intent), amountRefunded: cents(charge?.amount_refunded ?? 0) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Cancels a PaymentIntent that has not been paid, so it can no longer take money. Answers the
 * PaymentIntent as Stripe has it afterwards; one that had already succeeded (or been cancelled,
 * or is unknown) is left as it is and answered as it is, for the caller to decide.
 */
export async function cancelPaymentIntent(id: string): Promise<PaymentIntentView | undefined> {
  const { stripe } = await stripeClient();
  try {
    return toView(await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }));
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    if (error.code === 'resource_missing') return undefined;
    if (error.code === 'payment_intent_unexpected_state') return retrievePaymentIntent(id);
    throw error;
  }
}

/** Why Stripe refused a charge, by its codes: `code`, and for an issuer's decline `declineCode` and `adviceCode`. */
export interface ChargeFailure {
  code: string;
  declineCode?: string;
  adviceCode?: string;
  message: string;
}

export type OffSessionCharge =
  | { outcome: 'succeeded'; intent: PaymentIntentView }
  | ({ outcome: 'failed'; intent: PaymentIntentView | null } & ChargeFailure);

export function failureOf(source: { code?: string | undefined; decline_code?: string | undefined; advice_code?: string | undefined; message?: string | undefined }): ChargeFailure {
  return {
    code: source.code ?? 'card_declined',
    ...(source.decline_code ? { declineCode: source.decline_code } : {}),
    ...(source.advice_code ? { adviceCode: source.advice_code } : {}),
    message: source.message ?? 'The card was declined.',
  };
}

/**
 * Charges a saved card while the traveller is away (`off_session: true, confirm: true`), as Stripe
 * documents for charges made later on a card set up for them. Stripe answers a refusal with a 402
 * card error carrying the failed PaymentIntent (now `requires_payment_method`): that is the
 * `failed` outcome, with Stripe's `code`, `decline_code` and `advice_code`; `authentication_required`
 * means the bank wants the traveller to authenticate this payment, on-session. Any other error
 * throws. The same `idempotencyKey` answers the same PaymentIntent, or the same refusal, again.
 */
export async function chargeOffSession(input: {
  amount: Cents;
  customerId: string;
  paymentMethodId: string;
  metadata: Record<string, string>;
  description: string;
  receiptEmail: string;
  idempotencyKey: string;
}): Promise<OffSessionCharge> {
  const { stripe } = await stripeClient();
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: 'usd',
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: input.metadata,
        description: input.description,
        receipt_email: input.receiptEmail,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { outcome: 'succeeded', intent: toView(intent) };
    // Cards settle at once; an off-session confirm never asks for an action, it fails instead.
    throw new Error(`Off-session PaymentIntent ${intent.id} is ${intent.status}`);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    return { outcome: 'failed', intent: error.payment_intent ? toView(error.payment_intent) : null, ...failureOf(error) };
  }
}

/** A refund of a charge, in our terms. */
export interface RefundView {
  id: string;
  amountCents: Cents;
}

/**
 * The charge's refunds that succeeded, as Stripe has them now, every page of them. Read from
 * Stripe, never from the event: since API version 2022-11-15 a Charge carries its refunds only when
 * expanded, and the charge of a `charge.refunded` event never is (decision 035).
 */
export async function listSucceededRefunds(chargeId: string): Promise<RefundView[]> {
  const { stripe } = await stripeClient();
  const refunds: RefundView[] = [];
  for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) {
    if (refund.status === 'succeeded') refunds.push({ id: refund.id, amountCents: cents(refund.amount) });
  }
  return refunds;
}

/** Why Stripe refused a refund because the charge has less left than asked (another refund came first). */
export class RefundRefused extends Error {}

/**
 * Refunds `amount` of a succeeded PaymentIntent's charge through Stripe's Refunds API (decision
 * 045). The same `idempotencyKey` answers the same refund, so a retried call never refunds twice.
 * A refund of more than the charge has left is refused by Stripe: that is thrown as RefundRefused.
 */
export async function createRefund(input: {
  paymentIntentId: string;
  amount: Cents;
  metadata: Record<string, string>;
  idempotencyKey: string;
}): Promise<RefundView> {
  const { stripe } = await stripeClient();
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount, reason: 'requested_by_customer', metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id, amountCents: cents(refund.amount) };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && ['amount_too_large', 'charge_already_refunded'].includes(error.code ?? '')) {
      throw new RefundRefused(error.message);
    }
    throw error;
  }
}
