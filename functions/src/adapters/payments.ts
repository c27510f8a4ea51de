import { type Cents, cents } from '@sunward/shared/money';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import Stripe from 'stripe';
import { timeBudget } from '../settings/time-budget';
import { stripeApiBaseUrl, stripeKeys, type StripeKeys } from './payment-keys';

/**
 * The one payments adapter: Stripe's SDK, in AWS and on a laptop alike. Locally
 * `STRIPE_API_BASE_URL` points it at the Stripe stub (ADR 008); in AWS it is unset and the SDK
 * talks to Stripe.
 */

/**
 * Every call asks for this version, so the shapes read here cannot change under us when Stripe or
 * the account's default moves on (decision 035). Typed as the SDK's own version: an SDK built for
 * another version does not compile until the pin, the webhook endpoint's version and the stub move
 * together.
 */
const apiVersion: Stripe.LatestApiVersion = stripeApiVersion;

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
      apiVersion,
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
      // Cards only, confirmed on our page: a method that redirects would leave the booking page
      // mid-payment, and the page confirms without a `return_url`.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
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
  /** When Stripe created the event (its `created`): deliveries arrive in any order, this is the order. */
  createdAt: Date;
  /**
   * For `payment_intent.*` events the PaymentIntent the event is about; for `charge.*` events the
   * PaymentIntent of the charge (or of the disputed charge).
   */
  paymentIntentId?: string;
  /** For `charge.*` events: the charge. */
  chargeId?: string;
  /** For `charge.dispute.*` events: the dispute. */
  dispute?: DisputeView;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/** What this product reads of the events it acts on; any other event is only named. */
function eventDetails(event: Stripe.Event): Omit<PaymentEvent, 'id' | 'type' | 'createdAt'> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
      return { paymentIntentId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      return { chargeId: charge.id, ...(paymentIntentId ? { paymentIntentId } : {}) };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentIntentId = idOf(dispute.payment_intent);
      const chargeId = idOf(dispute.charge);
      return {
        ...(chargeId ? { chargeId } : {}),
        ...(paymentIntentId ? { paymentIntentId } : {}),
        dispute: { id: dispute.id, status: dispute.status, amountCents: cents(dispute.amount) },
      };
    }
    default:
      return {};
  }
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
  return { id: event.id, type: event.type, createdAt: new Date(event.created * 1000), ...eventDetails(event) };
}
