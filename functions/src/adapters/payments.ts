import { type Cents, cents } from '@sunward/shared/money';
import Stripe from 'stripe';
import { timeBudget } from '../settings/time-budget';
import { stripeApiBaseUrl, stripeKeys, type StripeKeys } from './payment-keys';

/**
 * The one payments adapter: Stripe's SDK, in AWS and on a laptop alike. Locally
 * `STRIPE_API_BASE_URL` points it at the Stripe stub (ADR 008); in AWS it is unset and the SDK
 * talks to Stripe.
 */

/** The SDK's host settings for a base URL such as `http://127.0.0.1:3000/_local/stripe`. */
function sdkHostSettings(baseUrl: string): Stripe.StripeConfig {
  const url = new URL(baseUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  const nodeClient = Stripe.createNodeHttpClient();
  // The SDK always requests `/v1/...`; the stub lives below a path prefix on the local server.
  const prefixedClient: Stripe.HttpClient = Object.assign(Object.create(nodeClient) as Stripe.HttpClient, {
    makeRequest: (host: string, port: string, path: string, ...rest: [string, Record<string, string>, string, string, number]) =>
      nodeClient.makeRequest(host, port, `${prefix}${path}`, ...rest),
  });
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? '443' : '80'),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient: prefixedClient,
  };
}

let client: { secretKey: string; stripe: Stripe } | undefined;

/** The SDK for the current secret key, made again only when the key was rotated. */
async function stripeClient(): Promise<{ stripe: Stripe; keys: StripeKeys }> {
  const keys = await stripeKeys();
  if (client?.secretKey !== keys.secretKey) {
    const stripe = new Stripe(keys.secretKey, {
      maxNetworkRetries: timeBudget.stripe.maxAttempts - 1,
      timeout: timeBudget.stripe.attemptTimeoutMs,
      ...(stripeApiBaseUrl ? sdkHostSettings(stripeApiBaseUrl) : {}),
    });
    client = { secretKey: keys.secretKey, stripe };
  }
  return { stripe: client.stripe, keys };
}

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
}

export async function createPaymentIntent(input: NewPaymentIntent): Promise<PaymentIntentView> {
  const { stripe } = await stripeClient();
  const intent = await stripe.paymentIntents.create(
    {
      amount: input.amount,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: input.metadata,
      description: input.description,
      receipt_email: input.receiptEmail,
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
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
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

export class InvalidWebhookSignature extends Error {}

/** A refund of a charge, in our terms. */
export interface RefundView {
  id: string;
  amountCents: Cents;
}

/** A dispute (chargeback) of a charge, in our terms; `status` is Stripe's, e.g. `needs_response`, `won`, `lost`. */
export interface DisputeView {
  id: string;
  status: string;
  amountCents: Cents;
}

/** The parts of a webhook event this product acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /**
   * For `payment_intent.*` events the PaymentIntent the event is about; for `charge.*` events the
   * PaymentIntent of the charge (or of the disputed charge).
   */
  paymentIntentId?: string;
  /** For `charge.*` events: the charge. */
  chargeId?: string;
  /** For `charge.refunded`: the charge's refunds that succeeded. */
  refunds?: RefundView[];
  /** For `charge.dispute.*` events: the dispute. */
  dispute?: DisputeView;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/** What this product reads of an event's object, whatever its type. */
function eventDetails(object: Stripe.Event.Data.Object): Omit<PaymentEvent, 'id' | 'type'> {
  const typed = object as { object?: string; id?: string };
  if (typed.object === 'payment_intent' && typed.id) return { paymentIntentId: typed.id };
  if (typed.object === 'charge') {
    const charge = object as Stripe.Charge;
    const paymentIntentId = idOf(charge.payment_intent);
    return {
      chargeId: charge.id,
      ...(paymentIntentId ? { paymentIntentId } : {}),
      refunds: (charge.refunds?.data ?? [])
        .filter((refund) => refund.status === 'succeeded')
        .map((refund) => ({ id: refund.id, amountCents: cents(refund.amount) })),
    };
  }
  if (typed.object === 'dispute') {
    const dispute = object as Stripe.Dispute;
    const paymentIntentId = idOf(dispute.payment_intent);
    const chargeId = idOf(dispute.charge);
    return {
      ...(chargeId ? { chargeId } : {}),
      ...(paymentIntentId ? { paymentIntentId } : {}),
      dispute: { id: dispute.id, status: dispute.status, amountCents: cents(dispute.amount) },
    };
  }
  return {};
}

/** Verifies Stripe's signature over the raw body and answers the event; a bad one throws. */
export async function parseWebhookEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
  const { stripe, keys } = await stripeClient();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', keys.webhookSecret);
  } catch {
    throw new InvalidWebhookSignature('The webhook signature is not valid');
  }
  return { id: event.id, type: event.type, ...eventDetails(event.data.object) };
}
