import { stripeSignatureHeader } from '@sunward/emulators/stripe-signature';
import { localStripeKeys } from '@sunward/emulators/stripe-stub';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import { inject } from 'vitest';

/** What these tests read of an event the stub made. */
interface StubEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; payment_intent?: string | null } };
}

/**
 * Stripe's test cards (emulators/README.md says what each does): success, decline, success then a
 * dispute, authentication until set up, authentication always, saved fine but every charge declined.
 */
export type TestCard =
  | '4242 4242 4242 4242'
  | '4000 0000 0000 0002'
  | '4000 0000 0000 0259'
  | '4000 0025 0000 3155'
  | '4000 0027 6000 3184'
  | '4000 0000 0000 0341';

/** Stripe's test PaymentMethods, or a card already saved (`pm_…`). */
export type TestPaymentMethod =
  | 'pm_card_visa'
  | 'pm_card_chargeDeclined'
  | 'pm_card_chargeDeclinedInsufficientFunds'
  | 'pm_card_chargeDeclinedExpiredCard'
  | 'pm_card_chargeCustomerFail'
  | 'pm_card_authenticationRequiredOnSetup'
  | 'pm_card_authenticationRequired'
  | (string & {});

function cardForm(clientSecret: string, card: TestCard | { paymentMethod: TestPaymentMethod }, extra: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams({ key: localStripeKeys.publishableKey, client_secret: clientSecret, ...extra });
  if (typeof card === 'string') {
    form.set('payment_method_data[type]', 'card');
    form.set('payment_method_data[card][number]', card);
    form.set('payment_method_data[card][exp_month]', '12');
    form.set('payment_method_data[card][exp_year]', String(new Date().getUTCFullYear() + 2));
    form.set('payment_method_data[card][cvc]', '123');
  } else {
    form.set('payment_method', card.paymentMethod);
  }
  return form;
}

async function postForm(path: string, form: URLSearchParams, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject('stripeBaseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * Confirms a PaymentIntent the way the browser does: publishable key, client secret, card; `extra`
 * adds parameters Stripe.js passes, e.g. `{ setup_future_usage: 'off_session' }`.
 */
export async function confirmAsBrowser(
  paymentIntentId: string,
  clientSecret: string,
  card: TestCard | { paymentMethod: TestPaymentMethod },
  extra: Record<string, string> = {},
) {
  return postForm(`/v1/payment_intents/${paymentIntentId}/confirm`, cardForm(clientSecret, card, extra));
}

/** Confirms a SetupIntent the way the browser does (Stripe.js `confirmCardSetup`). */
export async function confirmSetupAsBrowser(setupIntentId: string, clientSecret: string, card: TestCard | { paymentMethod: TestPaymentMethod }) {
  return postForm(`/v1/setup_intents/${setupIntentId}/confirm`, cardForm(clientSecret, card));
}

/**
 * The cardholder's choice on the stub's authentication page for a PaymentIntent or SetupIntent in
 * `requires_action`, as the browser posts it; answers the intent's status afterwards.
 */
export async function authenticateInStripe(intentId: string, outcome: 'complete' | 'fail') {
  const base = String(inject('stripeBaseUrl'));
  const response = await fetch(`${base}/authenticate/${intentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ outcome }),
  });
  return { status: response.status, json: (await response.json()) as { id: string; status: string } };
}

/** Saves a card on a Customer as the agency could in Stripe's dashboard (no authentication; `POST /v1/payment_methods/{id}/attach`). */
export async function attachInStripe(paymentMethod: TestPaymentMethod, customerId: string) {
  return postForm(`/v1/payment_methods/${paymentMethod}/attach`, new URLSearchParams({ customer: customerId }), {
    authorization: `Bearer ${localStripeKeys.secretKey}`,
  });
}

/** Plays Stripe's card updater: the bank sent a new expiry (and maybe number); Stripe sends `payment_method.automatically_updated`. */
export async function updateCardInStripe(paymentMethodId: string, card: { expMonth: number; expYear: number; last4?: string }) {
  const form = new URLSearchParams({ exp_month: String(card.expMonth), exp_year: String(card.expYear), ...(card.last4 ? { last4: card.last4 } : {}) });
  return postForm(`/test/payment_methods/${paymentMethodId}/update_card`, form, { authorization: `Bearer ${localStripeKeys.secretKey}` });
}

/** A SetupIntent or PaymentMethod as the stub holds it, read with the secret key. */
export async function stripeObject(path: `/v1/${string}`): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('stripeBaseUrl')}${path}`, { headers: { authorization: `Bearer ${localStripeKeys.secretKey}` } });
  return (await response.json()) as Record<string, unknown>;
}

/** The PaymentIntent as the stub holds it, read with the secret key as Stripe's API allows. */
export async function stripePaymentIntent(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/payment_intents/${id}`, {
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Refunds a succeeded PaymentIntent (all of it unless `amount` is given), as the agency does in Stripe's dashboard. */
export async function refundInStripe(paymentIntentId: string, amount?: number) {
  const form = new URLSearchParams({ payment_intent: paymentIntentId, ...(amount === undefined ? {} : { amount: String(amount) }) });
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A signed webhook request carrying `body` exactly, signed with `secret`. */
export function signedBody(body: string, secret: string = localStripeKeys.webhookSecret): { body: string; headers: Record<string, string> } {
  return {
    body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(body, secret) },
  };
}

/** A webhook request as Stripe sends it: an event of `type` about `object`, signed with `secret`. */
export function signedEvent(
  type: string,
  object: unknown,
  options: { id?: string; secret?: string; created?: number } = {},
): { body: string; headers: Record<string, string> } {
  const objectId = (object as { id?: string }).id ?? 'unknown';
  const event = {
    id: options.id ?? `evt_test_${type.replaceAll('.', '_')}_${objectId}`,
    object: 'event',
    api_version: stripeApiVersion,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return signedBody(JSON.stringify(event), options.secret);
}

/** A webhook request as Stripe sends it for a PaymentIntent, signed with `secret`. */
export async function signedPaymentEvent(
  paymentIntentId: string,
  options: { type?: string; secret?: string } = {},
): Promise<{ body: string; headers: Record<string, string> }> {
  return signedEvent(options.type ?? 'payment_intent.succeeded', await stripePaymentIntent(paymentIntentId), {
    id: `evt_test_${paymentIntentId}`,
    ...(options.secret ? { secret: options.secret } : {}),
  });
}

/** The events the stub made, newest first, as `GET /v1/events` lists them. */
export async function stripeEvents(type: string): Promise<StubEvent[]> {
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/events?type=${encodeURIComponent(type)}&limit=100`, {
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}` },
  });
  return ((await response.json()) as { data: StubEvent[] }).data;
}

/**
 * The latest `charge.refunded` event of the PaymentIntent's charge, byte for byte as the stub (and
 * Stripe, for the pinned version) posts it, signed: its charge carries no refunds.
 */
export async function signedRefundEvent(paymentIntentId: string): Promise<{ body: string; headers: Record<string, string> }> {
  const event = (await stripeEvents('charge.refunded')).find((candidate) => candidate.data.object.payment_intent === paymentIntentId);
  if (!event) throw new Error(`The Stripe stub sent no charge.refunded event for ${paymentIntentId}`);
  return signedBody(JSON.stringify(event));
}

/** The PaymentIntent's dispute events as the stub made them, oldest first, each signed. */
export async function signedDisputeEvents(paymentIntentId: string): Promise<{ type: string; body: string; headers: Record<string, string> }[]> {
  const events = [...(await stripeEvents('charge.dispute.created')), ...(await stripeEvents('charge.dispute.closed'))];
  return events
    .filter((event) => event.data.object.payment_intent === paymentIntentId)
    .sort((a, b) => a.created - b.created || (a.type === 'charge.dispute.created' ? -1 : 1))
    .map((event) => ({ type: event.type, ...signedBody(JSON.stringify(event)) }));
}

/** Submits evidence for the dispute, as the agency does in Stripe's dashboard; test mode decides it by the text. */
export async function answerDispute(disputeId: string, evidence: Record<string, string>) {
  const form = new URLSearchParams(Object.fromEntries(Object.entries(evidence).map(([field, text]) => [`evidence[${field}]`, text])));
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/disputes/${disputeId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * The newest event of `type` about the object `objectId` (a PaymentIntent, SetupIntent or
 * PaymentMethod) byte for byte as the stub made it, signed as Stripe posts it.
 */
export async function signedStubEvent(type: string, objectId: string): Promise<{ body: string; headers: Record<string, string> }> {
  const event = (await stripeEvents(type)).find((candidate) => candidate.data.object.id === objectId);
  if (!event) throw new Error(`The Stripe stub sent no ${type} event for ${objectId}`);
  return signedBody(JSON.stringify(event));
}
