import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { dirname } from 'node:path';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import type Stripe from 'stripe';
import { freePort } from './ports';
import { CardParameterError, cardOutcome } from './stripe-cards';
import { type FormObject, formObject, formText, parseStripeForm } from './stripe-form';
import {
  type ChargeRecord,
  chargeObject,
  type DisputeRecord,
  disputeObject,
  disputeTextEvidence,
  eventObject,
  type IntentRecord,
  listObject,
  newId,
  nowSeconds,
  paymentIntentObject,
  type RefundRecord,
  refundObject,
  type StripeErrorBody,
  type StripeErrorFields,
} from './stripe-objects';
import { stripeSignatureHeader } from './stripe-signature';

/** The keys of the local Stripe account; they work only against this stub. */
export const localStripeKeys = {
  secretKey: 'sk_test_local_sunward',
  publishableKey: 'pk_test_local_sunward',
  webhookSecret: 'whsec_local_sunward',
} as const;

/** Where the stub answers on the local server; the SDK and the local card form both use it. */
export const stripeStubPath = localStripePath;

/** The reasons Stripe accepts for cancelling a PaymentIntent. */
const cancellationReasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
type CancellationReason = (typeof cancellationReasons)[number];

/** The events the stub keeps for `GET /v1/events`; Stripe keeps 30 days of them. */
const KEPT_EVENTS = 1000;

interface StubState {
  paymentIntents: Record<string, IntentRecord>;
  /** Absent in data files written before the stub kept charges. */
  charges?: Record<string, ChargeRecord & { disputed?: boolean }>;
  refunds?: Record<string, RefundRecord>;
  disputes?: Record<string, DisputeRecord>;
  events?: Stripe.Event[];
  /** Idempotency key → the request's fingerprint and the object it created. */
  idempotency: Record<string, { fingerprint: string; id: string }>;
  /**
   * Idempotency key → the answer of any other POST made with it (a refund, a cancel, …): its path
   * and body's fingerprint and the body answered. Absent in data files written before.
   */
  idempotentAnswers?: Record<string, { fingerprint: string; answer: unknown }>;
}

export interface StripeStubOptions {
  /** Where events are posted; none in handler tests, which read them from `GET /v1/events`. */
  webhookUrl?: string;
  /** Keeps PaymentIntents across restarts of `npm start`. */
  dataFile?: string;
  log?: (line: string) => void;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorFields,
  ) {
    super(error.message);
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

function invalidRequest(status: number, message: string, extra: Partial<StripeErrorFields> = {}): StripeApiError {
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...(extra.code ? { doc_url: docUrl(extra.code) } : {}), ...extra });
}

function unrecognized(method: string, path: string): StripeApiError {
  return invalidRequest(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
}

/** The values of `expand[]` (or `expand[0]`, …) among a request's parameters. */
function expansions(params: URLSearchParams): string[] {
  return [...params.entries()].filter(([key]) => /^expand(\[\d*\])?$/.test(key)).map(([, value]) => value);
}

/**
 * Refuses an expansion the stub does not render. Stripe expands many more fields; the stub
 * refuses rather than answer an unexpanded id to a caller that asked for the object.
 */
function expandOnly(expand: string[], allowed: readonly string[]): void {
  const other = expand.find((field) => !allowed.includes(field));
  if (other) throw invalidRequest(400, `This property cannot be expanded (${other}).`);
}

function moveLegacyRefunds(state: StubState): StubState {
  for (const charge of Object.values(state.charges ?? {})) {
    for (const refund of charge.refunds?.data ?? []) state.refunds = { ...state.refunds, [refund.id]: refund };
    delete charge.refunds;
  }
  return state;
}

/**
 * A Stripe-API-compatible stand-in for the calls this product makes (decisions 008 and 035), in the
 * shapes of the pinned API version: PaymentIntents (create with idempotency keys, retrieve with
 * `expand[]`, confirm with Stripe's test cards, cancel), refunds (create, as the agency does in the
 * dashboard, and list), disputes (Stripe's dispute test card opens one, evidence closes it as test
 * mode does) and events (kept for `GET /v1/events`, and posted signed to the webhook URL).
 */
export function createStripeStub(options: StripeStubOptions = {}) {
  const log = options.log ?? (() => undefined);
  const state: StubState =
    options.dataFile && existsSync(options.dataFile)
      ? moveLegacyRefunds(JSON.parse(readFileSync(options.dataFile, 'utf8')) as StubState)
      : { paymentIntents: {}, idempotency: {} };

  function save() {
    if (!options.dataFile) return;
    mkdirSync(dirname(options.dataFile), { recursive: true });
    writeFileSync(options.dataFile, JSON.stringify(state));
  }

  function findIntent(id: string): IntentRecord {
    const intent = state.paymentIntents[id];
    if (!intent) throw invalidRequest(404, `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
    return intent;
  }

  function chargeOf(intent: IntentRecord) {
    return intent.latest_charge ? state.charges?.[intent.latest_charge] : undefined;
  }

  /** Refunds newest first, as Stripe lists them. */
  function refundsWhere(filter: (refund: RefundRecord) => boolean): RefundRecord[] {
    return Object.values(state.refunds ?? {})
      .filter(filter)
      .reverse()
      .sort((a, b) => b.created - a.created);
  }

  function renderCharge(charge: ChargeRecord & { disputed?: boolean }, withRefunds: boolean): Stripe.Charge {
    const refunds = withRefunds
      ? listObject(`/v1/charges/${charge.id}/refunds`, refundsWhere((refund) => refund.charge === charge.id).map(refundObject), false)
      : undefined;
    return { ...chargeObject(charge, state.paymentIntents[charge.payment_intent], refunds), disputed: charge.disputed ?? false };
  }

  function renderIntent(intent: IntentRecord, expand: string[] = []): Stripe.PaymentIntent {
    expandOnly(expand, ['latest_charge', 'latest_charge.refunds']);
    if (expand.length === 0) return paymentIntentObject(intent);
    const charge = chargeOf(intent);
    return paymentIntentObject(intent, charge ? renderCharge(charge, expand.includes('latest_charge.refunds')) : null);
  }

  /**
   * Keeps an event for `GET /v1/events` and posts it to the webhook URL, as Stripe does. Stripe
   * makes many more (`charge.succeeded`, `refund.created`, …); the stub makes the four the webhook
   * endpoint is set to receive, and `payment_intent.canceled` and `charge.dispute.updated`, which
   * Stripe would send an endpoint set to all events.
   */
  function emit<E extends Stripe.Event>(type: E['type'], object: E['data']['object']) {
    const event = eventObject<E>(type, structuredClone(object), nowSeconds());
    state.events = [...(state.events ?? []), event].slice(-KEPT_EVENTS);
    save();
    void deliverEvent(event);
  }

  /** Posts a signed event to the webhook URL, retrying a failed delivery as Stripe does. */
  async function deliverEvent(event: Stripe.Event) {
    if (!options.webhookUrl) return;
    const payload = JSON.stringify(event);
    const objectId = (event.data.object as { id?: string }).id ?? '';
    // Stripe retries for days; a few quick tries are enough on one machine.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignatureHeader(payload, localStripeKeys.webhookSecret),
          },
          body: payload,
        });
        log(`stripe stub: webhook ${event.type} ${objectId} → ${response.status}`);
        if (response.ok) return;
      } catch (error) {
        log(`stripe stub: webhook delivery failed (${(error as Error).message})`);
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 500));
    }
  }

  function authorize(headers: IncomingMessage['headers'], form: FormObject, intent?: IntentRecord): void {
    const bearer = headers.authorization?.replace(/^Bearer\s+/i, '');
    if (bearer === localStripeKeys.secretKey) return;
    // The browser confirms with the publishable key and the PaymentIntent's client secret, as Stripe.js does.
    const key = bearer ?? formText(form, 'key');
    if (intent && key === localStripeKeys.publishableKey && formText(form, 'client_secret') === intent.client_secret) return;
    throw invalidRequest(401, key ? `Invalid API Key provided: ${key.slice(0, 8)}****` : 'You did not provide an API key.');
  }

  /** What `automatic_payment_methods` and `payment_method_types` make of a new PaymentIntent. */
  function paymentMethodsOf(form: FormObject): Pick<IntentRecord, 'automatic_payment_methods' | 'payment_method_types'> {
    const types = Object.values(formObject(form, 'payment_method_types'));
    const enabled = formText(form, 'automatic_payment_methods', 'enabled');
    const allowRedirects = formText(form, 'automatic_payment_methods', 'allow_redirects');
    if (types.length > 0 && enabled !== undefined) {
      throw invalidRequest(400, 'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.', { param: 'payment_method_types' });
    }
    const other = types.find((type) => type !== 'card');
    // The local account takes cards only; Stripe would offer what the dashboard enables.
    if (other) throw invalidRequest(400, `The payment method type "${other}" is invalid. Please ensure the provided type is activated in your dashboard.`, { code: 'payment_intent_invalid_parameter', param: 'payment_method_types' });
    if (types.length > 0) return { automatic_payment_methods: null, payment_method_types: ['card'] };
    if (allowRedirects !== undefined && allowRedirects !== 'always' && allowRedirects !== 'never') {
      throw invalidRequest(400, 'Invalid automatic_payment_methods[allow_redirects]: must be one of always or never', { code: 'parameter_invalid_string', param: 'automatic_payment_methods[allow_redirects]' });
    }
    // Since API version 2023-08-16 a PaymentIntent without either takes the dashboard's methods.
    return {
      automatic_payment_methods: { enabled: enabled !== 'false', ...(allowRedirects ? { allow_redirects: allowRedirects } : {}) },
      payment_method_types: ['card'],
    };
  }

  function createPaymentIntent(form: FormObject, idempotencyKey: string | undefined): IntentRecord {
    const fingerprint = createHash('sha256').update(JSON.stringify(form)).digest('hex');
    if (idempotencyKey) {
      const earlier = state.idempotency[idempotencyKey];
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        return findIntent(earlier.id);
      }
    }
    const amount = Number(formText(form, 'amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      throw invalidRequest(400, 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    }
    const currency = formText(form, 'currency')?.toLowerCase();
    if (!currency) throw invalidRequest(400, 'Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    const id = newId('pi');
    const intent: IntentRecord = {
      id,
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: formObject(form, 'metadata'),
      description: formText(form, 'description') ?? null,
      receipt_email: formText(form, 'receipt_email') ?? null,
      payment_method: null,
      ...paymentMethodsOf(form),
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: nowSeconds(),
    };
    state.paymentIntents[id] = intent;
    if (idempotencyKey) state.idempotency[idempotencyKey] = { fingerprint, id };
    save();
    return intent;
  }

  function newCharge(intent: IntentRecord, paymentMethod: string | null, failure?: { code: string; message: string }): ChargeRecord {
    const charge: ChargeRecord = {
      id: newId('ch'),
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      status: failure ? 'failed' : 'succeeded',
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      created: nowSeconds(),
    };
    state.charges = { ...state.charges, [charge.id]: charge };
    intent.latest_charge = charge.id;
    return charge;
  }

  function confirmPaymentIntent(intent: IntentRecord, form: FormObject): IntentRecord {
    if (intent.status !== 'requires_payment_method') {
      throw invalidRequest(400, `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
        payment_intent: renderIntent(intent),
      });
    }
    const methods = intent.automatic_payment_methods;
    if (methods?.enabled && methods.allow_redirects !== 'never' && !formText(form, 'return_url')) {
      throw invalidRequest(
        400,
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
        { param: 'return_url' },
      );
    }
    let outcome;
    try {
      outcome = cardOutcome(form, () => newId('pm'), new Date());
    } catch (error) {
      if (error instanceof CardParameterError) throw invalidRequest(400, error.message, { code: error.code, param: error.param });
      throw error;
    }
    if ('refusal' in outcome) {
      const { charged, ...refusal } = outcome.refusal;
      const charge = charged ? newCharge(intent, newId('pm'), { code: refusal.code, message: refusal.message }) : undefined;
      // Stripe adds the PaymentMethod object; the stub keeps none, and this product reads no card details.
      intent.last_payment_error = { type: 'card_error', ...refusal, doc_url: docUrl(refusal.code), ...(charge ? { charge: charge.id } : {}) };
      save();
      throw new StripeApiError(402, { ...intent.last_payment_error, type: 'card_error', message: refusal.message, payment_intent: renderIntent(intent) });
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.payment_method = outcome.paymentMethod;
    intent.last_payment_error = null;
    const charge = newCharge(intent, outcome.paymentMethod);
    save();
    emit<Stripe.PaymentIntentSucceededEvent>('payment_intent.succeeded', renderIntent(intent));
    if (outcome.disputed) openDispute(charge);
    return intent;
  }

  /** Stripe's dispute test card: the payment succeeds, then the cardholder's bank disputes it as fraudulent. */
  function openDispute(charge: ChargeRecord & { disputed?: boolean }) {
    const dispute: DisputeRecord = {
      id: newId('dp'),
      amount: charge.amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      status: 'needs_response',
      evidence: {},
      submission_count: 0,
      created: nowSeconds(),
    };
    charge.disputed = true;
    state.disputes = { ...state.disputes, [dispute.id]: dispute };
    save();
    emit<Stripe.ChargeDisputeCreatedEvent>('charge.dispute.created', disputeObject(dispute));
  }

  function findDispute(id: string): DisputeRecord {
    const dispute = state.disputes?.[id];
    if (!dispute) throw invalidRequest(404, `No such dispute: '${id}'`, { code: 'resource_missing', param: 'dispute' });
    return dispute;
  }

  /**
   * Evidence for a dispute, submitted unless `submit=false`. As in test mode, `winning_evidence` or
   * `losing_evidence` as the uncategorized text decides it; Stripe closes it minutes later, the stub
   * at once.
   */
  function updateDispute(dispute: DisputeRecord, form: FormObject): DisputeRecord {
    if (!['needs_response', 'warning_needs_response'].includes(dispute.status)) {
      throw invalidRequest(400, `This dispute is already ${dispute.status} and can no longer be updated.`, { code: 'charge_dispute_already_closed' });
    }
    for (const field of disputeTextEvidence) {
      const text = formText(form, 'evidence', field);
      if (text !== undefined) dispute.evidence[field] = text;
    }
    if (formText(form, 'submit') !== 'false') {
      dispute.submission_count += 1;
      const decided = { winning_evidence: 'won', losing_evidence: 'lost' } as const;
      const verdict = decided[dispute.evidence.uncategorized_text as keyof typeof decided] as Stripe.Dispute.Status | undefined;
      dispute.status = verdict ?? 'under_review';
      emit<Stripe.ChargeDisputeUpdatedEvent>('charge.dispute.updated', disputeObject(dispute));
      if (verdict) emit<Stripe.ChargeDisputeClosedEvent>('charge.dispute.closed', disputeObject(dispute));
    }
    save();
    return dispute;
  }

  /** Stripe refunds part or all of a succeeded PaymentIntent's charge, never more than is left. */
  function createRefund(form: FormObject): RefundRecord {
    const intentId = formText(form, 'payment_intent');
    if (!intentId) throw invalidRequest(400, 'Missing required param: payment_intent.', { code: 'parameter_missing', param: 'payment_intent' });
    const intent = findIntent(intentId);
    const charge = chargeOf(intent);
    if (intent.status !== 'succeeded' || !charge) {
      throw invalidRequest(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    }
    const left = charge.amount - charge.amount_refunded;
    const requested = formText(form, 'amount');
    const amount = requested === undefined ? left : Number(requested);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw invalidRequest(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, {
        code: left === 0 ? 'charge_already_refunded' : 'amount_too_large',
        param: 'amount',
      });
    }
    const refund: RefundRecord = {
      id: newId('re'),
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: nowSeconds(),
    };
    charge.amount_refunded += amount;
    state.refunds = { ...state.refunds, [refund.id]: refund };
    save();
    // The event's charge is as the pinned version renders it: without its refunds.
    emit<Stripe.ChargeRefundedEvent>('charge.refunded', renderCharge(charge, false));
    return refund;
  }

  /** One page of a list, newest first: `limit` (1–100, default 10) items after `starting_after`. */
  function page<T extends { id: string }>(url: string, items: T[], params: URLSearchParams): Stripe.ApiList<T> {
    const limit = Number(params.get('limit') ?? '10');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      throw invalidRequest(400, `Invalid integer: ${params.get('limit')}`, { code: 'parameter_invalid_integer', param: 'limit' });
    }
    const after = params.get('starting_after');
    const from = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    if (after && from === 0) throw invalidRequest(400, `No such object: '${after}'`, { code: 'resource_missing', param: 'starting_after' });
    return listObject(url, items.slice(from, from + limit), items.length > from + limit);
  }

  function listRefunds(params: URLSearchParams): Stripe.ApiList<Stripe.Refund> {
    const charge = params.get('charge');
    const intent = params.get('payment_intent');
    const refunds = refundsWhere((refund) => (!charge || refund.charge === charge) && (!intent || refund.payment_intent === intent)).map(refundObject);
    return page('/v1/refunds', refunds, params);
  }

  function listEvents(params: URLSearchParams): Stripe.ApiList<Stripe.Event> {
    const type = params.get('type');
    const events = [...(state.events ?? [])].reverse().filter((event) => !type || event.type === type);
    return page('/v1/events', events, params);
  }

  /** Stripe cancels a PaymentIntent that has not succeeded; a succeeded or cancelled one is refused. */
  function cancelPaymentIntent(intent: IntentRecord, form: FormObject): IntentRecord {
    if (intent.status !== 'requires_payment_method') {
      throw invalidRequest(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state', payment_intent: renderIntent(intent) },
      );
    }
    const reason = formText(form, 'cancellation_reason');
    if (reason !== undefined && !cancellationReasons.includes(reason as CancellationReason)) {
      throw invalidRequest(400, `Invalid cancellation_reason: must be one of ${cancellationReasons.join(', ')}`, {
        code: 'parameter_invalid_string',
        param: 'cancellation_reason',
      });
    }
    intent.status = 'canceled';
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = (reason as CancellationReason | undefined) ?? null;
    save();
    emit<Stripe.PaymentIntentCanceledEvent>('payment_intent.canceled', renderIntent(intent));
    return intent;
  }

  /** The answer to one request below `/v1`, or the error Stripe would give. */
  function route(request: IncomingMessage, path: string, body: string): unknown {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stub');
    const params = method === 'GET' ? url.searchParams : new URLSearchParams(body);
    const form = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    const expand = expansions(params);
    const [, version, resource, id, action] = path.split('/');
    const secretKeyOnly = () => authorize(request.headers, {});
    if (version !== 'v1') throw unrecognized(method, path);

    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        authorize(request.headers, form);
        const key = request.headers['idempotency-key'];
        return renderIntent(createPaymentIntent(form, Array.isArray(key) ? key[0] : key), expand);
      }
      if (!id) throw unrecognized(method, path);
      const intent = findIntent(id);
      if (method === 'GET' && !action) {
        authorize(request.headers, form, intent);
        return renderIntent(intent, expand);
      }
      if (method === 'POST' && action === 'confirm') {
        authorize(request.headers, form, intent);
        return renderIntent(confirmPaymentIntent(intent, form), expand);
      }
      if (method === 'POST' && action === 'cancel') {
        // Only the secret key cancels: the browser's publishable key may not.
        secretKeyOnly();
        return renderIntent(cancelPaymentIntent(intent, form), expand);
      }
    }
    if (resource === 'refunds' && !id) {
      secretKeyOnly();
      if (method === 'POST') return refundObject(createRefund(form));
      if (method === 'GET') return listRefunds(params);
    }
    if (resource === 'charges' && id && !action && method === 'GET') {
      secretKeyOnly();
      const charge = state.charges?.[id];
      if (!charge) throw invalidRequest(404, `No such charge: '${id}'`, { code: 'resource_missing', param: 'id' });
      expandOnly(expand, ['refunds']);
      return renderCharge(charge, expand.includes('refunds'));
    }
    if (resource === 'disputes' && id && !action) {
      secretKeyOnly();
      if (method === 'GET') return disputeObject(findDispute(id));
      if (method === 'POST') return disputeObject(updateDispute(findDispute(id), form));
    }
    if (resource === 'events' && method === 'GET') {
      secretKeyOnly();
      if (!id) return listEvents(params);
      const event = state.events?.find((candidate) => candidate.id === id);
      if (!event) throw invalidRequest(404, `No such event: '${id}'`, { code: 'resource_missing', param: 'id' });
      return event;
    }
    throw unrecognized(method, path);
  }

  /**
   * Stripe keeps the answer of a POST made with an `Idempotency-Key` and answers it again to the
   * same key with the same parameters, without doing anything twice; the same key with other
   * parameters is refused. Only a success is kept here: Stripe does not keep a request refused
   * before it ran, and the answer of one that failed while running is the same error again here.
   * Creating a PaymentIntent keeps its own record (it answers the PaymentIntent as it is now).
   */
  function idempotently(request: IncomingMessage, path: string, body: string, run: () => unknown): unknown {
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (request.method !== 'POST' || !key || path === '/v1/payment_intents') return run();
    const fingerprint = createHash('sha256').update(`${path}\n${body}`).digest('hex');
    const earlier = state.idempotentAnswers?.[key];
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return earlier.answer;
    }
    const answer = run();
    state.idempotentAnswers = { ...state.idempotentAnswers, [key]: { fingerprint, answer } };
    save();
    return answer;
  }

  /** Answers one request whose path is below the stub's prefix, e.g. `/v1/payment_intents`. */
  async function handle(request: IncomingMessage, response: ServerResponse, path: string, body: string): Promise<void> {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'stripe-version': stripeApiVersion,
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(payload));
    };
    try {
      const asked = request.headers['stripe-version'];
      // Stripe answers any version it has; the stub renders the pinned one only, so a client
      // asking another would read shapes it did not ask for.
      if (asked !== undefined && asked !== stripeApiVersion) {
        throw invalidRequest(400, `The local Stripe stub speaks API version ${stripeApiVersion} only; this request asked for ${String(asked)}.`, { param: 'Stripe-Version' });
      }
      return send(200, idempotently(request, path, body, () => route(request, path, body)));
    } catch (error) {
      if (error instanceof StripeApiError) return send(error.status, { error: error.error } satisfies StripeErrorBody);
      throw error;
    }
  }

  return { handle };
}

export type StripeStub = ReturnType<typeof createStripeStub>;

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Routes `/_local/stripe/...` to the stub; answers false for any other path. */
export async function serveStripeStub(stub: StripeStub, request: IncomingMessage, response: ServerResponse, body?: string) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (!path.startsWith(`${stripeStubPath}/`)) return false;
  await stub.handle(request, response, path.slice(stripeStubPath.length), body ?? (await readText(request)));
  return true;
}

export interface RunningStripeStub {
  /** The base URL the payments adapter is given, e.g. `http://127.0.0.1:4242/_local/stripe`. */
  baseUrl: string;
  stop: () => Promise<void>;
}

/** The stub on a port of its own, for the handler tests. */
export async function startStripeStub(options: StripeStubOptions = {}): Promise<RunningStripeStub> {
  const stub = createStripeStub(options);
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    serveStripeStub(stub, request, response)
      .then((served) => {
        if (!served) response.writeHead(404).end();
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}${stripeStubPath}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the handlers read to use the stub: its base URL, the local keys, and the local card form. */
export function stripeStubEnvironment(baseUrl: string): Record<string, string> {
  return {
    STRIPE_API_BASE_URL: baseUrl,
    STRIPE_SECRET_KEY: localStripeKeys.secretKey,
    STRIPE_PUBLISHABLE_KEY: localStripeKeys.publishableKey,
    STRIPE_WEBHOOK_SECRET: localStripeKeys.webhookSecret,
    PAYMENT_FORM: 'local-test-card',
  };
}
