import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { dirname } from 'node:path';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import { freePort } from './ports';
import { type FormObject, formObject, formText, parseStripeForm } from './stripe-form';
import { stripeSignatureHeader } from './stripe-signature';

/** The keys of the local Stripe account; they work only against this stub. */
export const localStripeKeys = {
  secretKey: 'sk_test_local_sunward',
  publishableKey: 'pk_test_local_sunward',
  webhookSecret: 'whsec_local_sunward',
} as const;

/** Where the stub answers on the local server; the SDK and the local card form both use it. */
export const stripeStubPath = localStripePath;

type PaymentIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

/** The reasons Stripe accepts for cancelling a PaymentIntent. */
const cancellationReasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
type CancellationReason = (typeof cancellationReasons)[number];

interface CardError {
  code: string;
  decline_code?: string;
  message: string;
}

/** The fields of Stripe's PaymentIntent object that this product reads or shows. */
interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: PaymentIntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  last_payment_error: (CardError & { type: 'card_error' }) | null;
  canceled_at: number | null;
  cancellation_reason: CancellationReason | null;
  created: number;
  livemode: false;
}

/** The fields of Stripe's Charge object that this product reads: what was refunded of it. */
interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  /** The refunds made of it, newest first as Stripe lists them; absent in data files written before. */
  refunds?: { object: 'list'; data: Refund[]; has_more: false };
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  livemode: false;
}

/** A refund of a charge, as Stripe answers it and lists it on the charge. */
interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

interface StubState {
  paymentIntents: Record<string, PaymentIntent>;
  /** Absent in data files written before the stub kept charges. */
  charges?: Record<string, Charge>;
  /** Idempotency key → the request's fingerprint and the object it created. */
  idempotency: Record<string, { fingerprint: string; id: string }>;
}

export interface StripeStubOptions {
  /** Where `payment_intent.succeeded` events are posted; none in handler tests. */
  webhookUrl?: string;
  /** Keeps PaymentIntents across restarts of `npm start`. */
  dataFile?: string;
  log?: (line: string) => void;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

function invalidRequest(status: number, message: string, extra: Record<string, unknown> = {}): StripeApiError {
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...extra });
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Stripe's documented test cards and payment methods; anything else is refused as test mode does. */
function cardOutcome(form: FormObject): { paymentMethod: string } | { error: CardError } {
  const method = formText(form, 'payment_method');
  if (method === 'pm_card_visa') return { paymentMethod: newId('pm') };
  if (method === 'pm_card_chargeDeclined') {
    return { error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } };
  }
  if (method !== undefined) throw invalidRequest(400, `No such PaymentMethod: '${method}'`, { code: 'resource_missing', param: 'payment_method' });

  const number = (formText(form, 'payment_method_data', 'card', 'number') ?? '').replace(/\D/g, '');
  const expMonth = Number(formText(form, 'payment_method_data', 'card', 'exp_month'));
  const expYear = Number(formText(form, 'payment_method_data', 'card', 'exp_year'));
  const cvc = formText(form, 'payment_method_data', 'card', 'cvc') ?? '';
  if (!number) throw invalidRequest(400, 'You must provide a payment method.', { code: 'parameter_missing', param: 'payment_method' });
  if (!/^\d{3,4}$/.test(cvc)) return { error: { code: 'invalid_cvc', message: "Your card's security code is invalid." } };
  const now = new Date();
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  if (!(expMonth >= 1 && expMonth <= 12) || fullYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { error: { code: 'expired_card', message: 'Your card has expired.' } };
  }
  switch (number) {
    case '4242424242424242':
      return { paymentMethod: newId('pm') };
    case '4000000000000002':
      return { error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } };
    case '4000000000009995':
      return { error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } };
    default:
      return {
        error: {
          code: 'card_declined',
          decline_code: 'test_mode_live_card',
          message: 'Your card was declined. Your request was in test mode, but used a non test card.',
        },
      };
  }
}

/**
 * A Stripe-API-compatible stand-in for the PaymentIntent calls this product makes (ADR 008):
 * create (with idempotency keys), retrieve (expanding `latest_charge`), cancel, confirm with
 * Stripe's test cards, and refunds of a succeeded one (as the agency makes in the dashboard), answering with
 * Stripe's object and error shapes. A success posts a signed `payment_intent.succeeded` event, a
 * refund a signed `charge.refunded` event with the charge and its refunds.
 */
export function createStripeStub(options: StripeStubOptions = {}) {
  const log = options.log ?? (() => undefined);
  const state: StubState =
    options.dataFile && existsSync(options.dataFile)
      ? (JSON.parse(readFileSync(options.dataFile, 'utf8')) as StubState)
      : { paymentIntents: {}, idempotency: {} };

  function save() {
    if (!options.dataFile) return;
    mkdirSync(dirname(options.dataFile), { recursive: true });
    writeFileSync(options.dataFile, JSON.stringify(state));
  }

  function find(id: string): PaymentIntent {
    const intent = state.paymentIntents[id];
    if (!intent) throw invalidRequest(404, `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
    return intent;
  }

  function chargeOf(intent: PaymentIntent): Charge | undefined {
    return intent.latest_charge ? state.charges?.[intent.latest_charge] : undefined;
  }

  /** The PaymentIntent as Stripe answers it, with `latest_charge` as the object when the request expands it. */
  function withExpansions(intent: PaymentIntent, params: URLSearchParams): PaymentIntent | (Omit<PaymentIntent, 'latest_charge'> & { latest_charge: Charge | null }) {
    const expand = [...params.entries()].filter(([key]) => /^expand(\[\d*\])?$/.test(key)).map(([, value]) => value);
    if (!expand.includes('latest_charge')) return intent;
    return { ...intent, latest_charge: chargeOf(intent) ?? null };
  }

  /** Stripe refunds part or all of a succeeded PaymentIntent's charge, never more than is left. */
  function createRefund(form: FormObject) {
    const intentId = formText(form, 'payment_intent');
    if (!intentId) throw invalidRequest(400, 'Missing required param: payment_intent.', { code: 'parameter_missing', param: 'payment_intent' });
    const intent = find(intentId);
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
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds = { object: 'list', data: [refund, ...(charge.refunds?.data ?? [])], has_more: false };
    save();
    void deliverEvent('charge.refunded', charge.id, structuredClone(charge));
    return refund;
  }

  function authorize(headers: IncomingMessage['headers'], form: FormObject, intent?: PaymentIntent): void {
    const bearer = headers.authorization?.replace(/^Bearer\s+/i, '');
    if (bearer === localStripeKeys.secretKey) return;
    // The browser confirms with the publishable key and the PaymentIntent's client secret, as Stripe.js does.
    const key = bearer ?? formText(form, 'key');
    if (intent && key === localStripeKeys.publishableKey && formText(form, 'client_secret') === intent.client_secret) return;
    throw new StripeApiError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
  }

  /** Posts a signed event about `object` to the webhook URL, as Stripe does, retrying a failed delivery. */
  async function deliverEvent(type: string, objectId: string, object: unknown) {
    if (!options.webhookUrl) return;
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    });
    // Stripe retries a failed delivery; a few quick tries are enough on one machine.
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
        log(`stripe stub: webhook ${type} ${objectId} → ${response.status}`);
        if (response.ok) return;
      } catch (error) {
        log(`stripe stub: webhook delivery failed (${(error as Error).message})`);
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 500));
    }
  }

  function createPaymentIntent(form: FormObject, idempotencyKey: string | undefined): PaymentIntent {
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
        return find(earlier.id);
      }
    }
    const amount = Number(formText(form, 'amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      throw invalidRequest(400, 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    }
    const currency = formText(form, 'currency')?.toLowerCase();
    if (!currency) throw invalidRequest(400, 'Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: formObject(form, 'metadata'),
      description: formText(form, 'description') ?? null,
      receipt_email: formText(form, 'receipt_email') ?? null,
      payment_method: null,
      payment_method_types: ['card'],
      automatic_payment_methods: formText(form, 'automatic_payment_methods', 'enabled') === 'true' ? { enabled: true } : null,
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    state.paymentIntents[id] = intent;
    if (idempotencyKey) state.idempotency[idempotencyKey] = { fingerprint, id };
    save();
    return intent;
  }

  function confirmPaymentIntent(intent: PaymentIntent, form: FormObject): PaymentIntent {
    if (intent.status !== 'requires_payment_method') {
      throw invalidRequest(
        400,
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    const outcome = cardOutcome(form);
    if ('error' in outcome) {
      intent.last_payment_error = { type: 'card_error', ...outcome.error };
      save();
      throw new StripeApiError(402, { type: 'card_error', ...outcome.error, payment_intent: intent });
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.payment_method = outcome.paymentMethod;
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    state.charges = { ...state.charges, [charge.id]: charge };
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    save();
    void deliverEvent('payment_intent.succeeded', intent.id, { ...intent });
    return intent;
  }

  /** Stripe cancels a PaymentIntent that has not succeeded; a succeeded or cancelled one is refused. */
  function cancelPaymentIntent(intent: PaymentIntent, form: FormObject): PaymentIntent {
    if (intent.status !== 'requires_payment_method') {
      throw invalidRequest(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
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
    intent.canceled_at = Math.floor(Date.now() / 1000);
    intent.cancellation_reason = (reason as CancellationReason | undefined) ?? null;
    save();
    return intent;
  }

  /** Answers one request whose path is below the stub's prefix, e.g. `/v1/payment_intents`. */
  async function handle(request: IncomingMessage, response: ServerResponse, path: string, body: string) {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(payload));
    };
    try {
      const form = parseStripeForm(body);
      const method = request.method ?? 'GET';
      const [, version, resource, id, action] = path.split('/');
      if (version === 'v1' && resource === 'refunds' && method === 'POST' && !id) {
        // Only the secret key refunds.
        authorize(request.headers, {});
        return send(200, createRefund(form));
      }
      if (version !== 'v1' || resource !== 'payment_intents') throw invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);

      if (method === 'POST' && !id) {
        authorize(request.headers, form);
        const idempotencyKey = request.headers['idempotency-key'];
        return send(200, createPaymentIntent(form, Array.isArray(idempotencyKey) ? idempotencyKey[0] : idempotencyKey));
      }
      if (!id) throw invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
      const intent = find(id);
      if (method === 'GET' && !action) {
        const params = new URL(request.url ?? '/', 'http://stub').searchParams;
        authorize(request.headers, Object.fromEntries(params), intent);
        return send(200, withExpansions(intent, params));
      }
      if (method === 'POST' && action === 'confirm') {
        authorize(request.headers, form, intent);
        return send(200, confirmPaymentIntent(intent, form));
      }
      if (method === 'POST' && action === 'cancel') {
        // Only the secret key cancels: the browser's publishable key may not.
        authorize(request.headers, {});
        return send(200, cancelPaymentIntent(intent, form));
      }
      throw invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
    } catch (error) {
      if (error instanceof StripeApiError) return send(error.status, { error: error.error });
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
