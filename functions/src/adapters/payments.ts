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

/** A saved card as the traveller knows it: brand (`visa`, `mastercard`, …), last 4 digits, expiry. */
export interface CardView {
  brand: string;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

function cardOf(method: Stripe.PaymentMethod): CardView {
  const card = method.card;
  // Only cards are ever saved here (every intent is card-only), so a method without one is a bug.
  if (!card) throw new Error(`Payment method ${method.id} is a ${method.type}, not a card`);
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/**
 * A Stripe Customer for one booking's traveller: the owner a card must be attached to before it
 * can be charged again without them. The same `idempotencyKey` (e.g. `customer-<bookingId>`)
 * answers the same Customer, so a retried call never makes a second.
 */
export async function createCustomer(input: { email: string; name: string; bookingId: string; idempotencyKey: string }): Promise<{ id: string }> {
  const { stripe } = await stripeClient();
  const customer = await stripe.customers.create(
    { email: input.email, name: input.name, metadata: { bookingId: input.bookingId } },
    { idempotencyKey: input.idempotencyKey },
  );
  return { id: customer.id };
}

/**
 * The booking a Customer was made for (the `bookingId` `createCustomer` put in its metadata), or
 * undefined for a Customer Stripe does not know, deleted, or not made by this site.
 */
export async function bookingOfCustomer(customerId: string): Promise<string | undefined> {
  const { stripe } = await stripeClient();
  try {
    const customer = await stripe.customers.retrieve(customerId);
    if (customer.deleted) return undefined;
    return customer.metadata.bookingId || undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A SetupIntent in our terms; `status` is Stripe's (`requires_payment_method`, `requires_action`, `succeeded`, …). */
export interface SetupIntentView {
  id: string;
  status: Stripe.SetupIntent.Status;
  customerId: string | null;
  /** The card it saved, once it has one. */
  paymentMethodId: string | null;
  metadata: Readonly<Record<string, string>>;
}

/**
 * A SetupIntent that saves a card on the Customer for charges made later without the traveller
 * (`usage: 'off_session'`): confirmed in the browser, where the bank may ask the traveller to
 * authenticate once so that those charges need not. Its metadata names the booking and why.
 */
export async function createSetupIntent(input: {
  customerId: string;
  bookingId: string;
  purpose: string;
  idempotencyKey: string;
}): Promise<{ id: string; clientSecret: string; status: Stripe.SetupIntent.Status }> {
  const { stripe } = await stripeClient();
  const intent = await stripe.setupIntents.create(
    {
      customer: input.customerId,
      usage: 'off_session',
      // As for payments: cards only, confirmed on our page without a redirect.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { bookingId: input.bookingId, purpose: input.purpose },
    },
    { idempotencyKey: input.idempotencyKey },
  );
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
}

/** The SetupIntent as Stripe has it now, or undefined when Stripe does not know the id. */
export async function retrieveSetupIntent(id: string): Promise<SetupIntentView | undefined> {
  const { stripe } = await stripeClient();
  try {
    const intent = await stripe.setupIntents.retrieve(id);
    return {
      id: intent.id,
      status: intent.status,
      customerId: idOf(intent.customer) ?? null,
      paymentMethodId: idOf(intent.payment_method) ?? null,
      metadata: intent.metadata ?? {},
    };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A saved card and the Customer it is attached to (null once detached). */
export interface PaymentMethodView {
  id: string;
  customerId: string | null;
  card: CardView;
}

/** The card as Stripe has it now (its expiry may have been moved on by the card updater), or undefined when unknown. */
export async function retrievePaymentMethod(id: string): Promise<PaymentMethodView | undefined> {
  const { stripe } = await stripeClient();
  try {
    const method = await stripe.paymentMethods.retrieve(id);
    return { id: method.id, customerId: idOf(method.customer) ?? null, card: cardOf(method) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * The card a PaymentIntent was paid with and the Customer it is saved on: what a deposit made with
 * `saveCardForLater` leaves for the later charges. Undefined when Stripe does not know the
 * PaymentIntent or it has no card yet.
 */
export async function paymentMethodOfIntent(paymentIntentId: string): Promise<{ paymentMethodId: string; customerId: string | null; card: CardView } | undefined> {
  const { stripe } = await stripeClient();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] });
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const method = intent.payment_method;
  if (!method || typeof method === 'string') return undefined;
  return { paymentMethodId: method.id, customerId: idOf(intent.customer) ?? idOf(method.customer) ?? null, card: cardOf(method) };
}

/**
 * Detaches a card from its Customer, after which Stripe refuses to charge it. A card already
 * detached, or unknown to Stripe, is left as it is: the caller wanted it gone, and it is.
 */
export async function detachPaymentMethod(id: string): Promise<void> {
  const { stripe } = await stripeClient();
  const method = await retrievePaymentMethod(id);
  if (!method?.customerId) return;
  try {
    await stripe.paymentMethods.detach(id);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    // Detached in between (a second switch-off at the same time): Stripe refuses, and it is gone.
    if (!(await retrievePaymentMethod(id))?.customerId) return;
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

function failureOf(source: { code?: string | undefined; decline_code?: string | undefined; advice_code?: string | undefined; message?: string | undefined }): ChargeFailure {
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
  /** For `payment_intent.payment_failed`: why, from the PaymentIntent's `last_payment_error`. */
  failure?: ChargeFailure;
  /** For `setup_intent.succeeded` and `setup_intent.setup_failed`: the SetupIntent. */
  setupIntentId?: string;
  /** For `payment_method.automatically_updated`: the card the card updater changed. */
  paymentMethodId?: string;
  /** For `payment_method.automatically_updated`: the card as it is now (a new expiry, maybe new last 4). */
  card?: CardView;
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
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return { paymentIntentId: intent.id, failure: failureOf(intent.last_payment_error ?? {}) };
    }
    case 'setup_intent.succeeded':
    case 'setup_intent.setup_failed':
      return { setupIntentId: event.data.object.id };
    case 'payment_method.automatically_updated': {
      const method = event.data.object;
      return { paymentMethodId: method.id, ...(method.card ? { card: cardOf(method) } : {}) };
    }
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
