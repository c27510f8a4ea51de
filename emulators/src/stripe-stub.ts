import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { dirname } from 'node:path';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import type Stripe from 'stripe';
import { listenOnFreePort } from './ports';
import { type AuthenticationSubject, authenticationDonePage, authenticationPage } from './stripe-authentication-page';
import { createRefund, findCharge, findDispute, listRefunds, renderCharge, updateDispute } from './stripe-charges';
import { createCustomer, customerObject, findCustomer } from './stripe-customers';
import { StripeApiError, idempotencyMismatch, invalidRequest, noSuch, unrecognized } from './stripe-errors';
import { type FormObject, formText, parseStripeForm } from './stripe-form';
import { page } from './stripe-lists';
import { disputeObject, eventObject, newId, nowSeconds, refundObject, type StripeErrorBody } from './stripe-objects';
import {
  authenticatePaymentIntent,
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  expandOnly,
  renderIntent,
} from './stripe-payment-intents';
import {
  attachPaymentMethod,
  detachPaymentMethod,
  findPaymentMethod,
  listPaymentMethods,
  paymentMethodObject,
  updateCardAsTheNetworkWould,
} from './stripe-payment-methods';
import { authenticateSetupIntent, confirmSetupIntent, createSetupIntent, findSetupIntent, setupIntentObject } from './stripe-setup-intents';
import { stripeSignatureHeader } from './stripe-signature';
import { type StubContext, type StubState, findIntent, remembered } from './stripe-state';

/** The keys of the local Stripe account; they work only against this stub. */
export const localStripeKeys = {
  secretKey: 'sk_test_local_sunward',
  publishableKey: 'pk_test_local_sunward',
  webhookSecret: 'whsec_local_sunward',
} as const;

/** Where the stub answers on the local server; the SDK and the local card form both use it. */
export const stripeStubPath = localStripePath;

/** The events the stub keeps for `GET /v1/events`; Stripe keeps 30 days of them. */
const KEPT_EVENTS = 1000;

export interface StripeStubOptions {
  /** Where events are posted; none in handler tests, which read them from `GET /v1/events`. */
  webhookUrl?: string;
  /** Keeps the stub's objects across restarts of `npm start`. */
  dataFile?: string;
  log?: (line: string) => void;
  /** The stub's clock, for tests of what Stripe does a day later (idempotency keys forgotten). */
  now?: () => Date;
}

/** The values of `expand[]` (or `expand[0]`, …) among a request's parameters. */
function expansions(params: URLSearchParams): string[] {
  return [...params.entries()].filter(([key]) => /^expand(\[\d*\])?$/.test(key)).map(([, value]) => value);
}

function moveLegacyRefunds(state: StubState): StubState {
  for (const charge of Object.values(state.charges ?? {})) {
    for (const refund of charge.refunds?.data ?? []) state.refunds = { ...state.refunds, [refund.id]: refund };
    delete charge.refunds;
  }
  return state;
}

/**
 * A Stripe-API-compatible stand-in for the calls this product makes (decisions 008, 035 and 047), in
 * the shapes of the pinned API version: PaymentIntents (create with idempotency keys, a Customer,
 * a saved card, `setup_future_usage` and `off_session`; retrieve with `expand[]`; confirm with
 * Stripe's test cards; cancel), Customers, PaymentMethods (attach, detach, list), SetupIntents,
 * refunds, disputes and events (kept for `GET /v1/events`, and posted signed to the webhook URL);
 * beside the API, the local authentication page (`/authenticate/<id>`) and a test control for the
 * card updater (`/test/payment_methods/<id>/update_card`).
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

  /**
   * Keeps an event for `GET /v1/events` and posts it to the webhook URL, as Stripe does. Stripe
   * makes many more (`charge.succeeded`, `refund.created`, …); the stub makes those the webhook
   * endpoint is set to receive, and a few more Stripe would send an endpoint set to all events
   * (`payment_intent.canceled`, `charge.dispute.updated`, `payment_method.attached`/`detached`).
   */
  function emit<E extends Stripe.Event>(type: E['type'], object: E['data']['object'], previous?: Record<string, unknown>) {
    const event = eventObject<E>(type, structuredClone(object), nowSeconds(), previous);
    state.events = [...(state.events ?? []), event].slice(-KEPT_EVENTS);
    save();
    void deliverEvent(event);
  }

  const context: StubContext = { state, save, emit, now: options.now ?? (() => new Date()) };

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

  /**
   * The secret key may do anything; the browser, with the publishable key, only what Stripe.js does
   * with an intent's client secret: read and confirm that intent.
   */
  function authorize(headers: IncomingMessage['headers'], form: FormObject, intent?: { client_secret: string }): void {
    const bearer = headers.authorization?.replace(/^Bearer\s+/i, '');
    if (bearer === localStripeKeys.secretKey) return;
    const key = bearer ?? formText(form, 'key');
    if (intent && key === localStripeKeys.publishableKey && formText(form, 'client_secret') === intent.client_secret) return;
    throw invalidRequest(401, key ? `Invalid API Key provided: ${key.slice(0, 8)}****` : 'You did not provide an API key.');
  }

  function listEvents(params: URLSearchParams): Stripe.ApiList<Stripe.Event> {
    const type = params.get('type');
    const events = [...(state.events ?? [])].reverse().filter((event) => !type || event.type === type);
    return page('/v1/events', events, params);
  }

  function paymentIntents(request: IncomingMessage, method: string, id: string | undefined, action: string | undefined, form: FormObject, expand: string[]): unknown {
    if (method === 'POST' && !id) {
      authorize(request.headers, form);
      const key = request.headers['idempotency-key'];
      return renderIntent(context, createPaymentIntent(context, form, Array.isArray(key) ? key[0] : key), expand);
    }
    if (!id) return undefined;
    const intent = findIntent(context, id);
    if (method === 'GET' && !action) {
      authorize(request.headers, form, intent);
      return renderIntent(context, intent, expand);
    }
    if (method === 'POST' && action === 'confirm') {
      authorize(request.headers, form, intent);
      return renderIntent(context, confirmPaymentIntent(context, intent, form), expand);
    }
    if (method === 'POST' && action === 'cancel') {
      // Only the secret key cancels: the browser's publishable key may not.
      authorize(request.headers, {});
      return renderIntent(context, cancelPaymentIntent(context, intent, form), expand);
    }
    return undefined;
  }

  function setupIntents(request: IncomingMessage, method: string, id: string | undefined, action: string | undefined, form: FormObject, expand: string[]): unknown {
    expandOnly(expand, []);
    if (method === 'POST' && !id) {
      authorize(request.headers, {});
      return setupIntentObject(createSetupIntent(context, form));
    }
    if (!id) return undefined;
    const intent = findSetupIntent(context, id);
    if (method === 'GET' && !action) {
      authorize(request.headers, form, intent);
      return setupIntentObject(intent);
    }
    if (method === 'POST' && action === 'confirm') {
      authorize(request.headers, form, intent);
      return setupIntentObject(confirmSetupIntent(context, intent, form));
    }
    return undefined;
  }

  function paymentMethods(method: string, id: string | undefined, action: string | undefined, form: FormObject, params: URLSearchParams): unknown {
    if (method === 'GET' && !id) return listPaymentMethods(context, '/v1/payment_methods', params.get('customer'), params);
    if (!id) return undefined;
    if (method === 'GET' && !action) return paymentMethodObject(findPaymentMethod(context, id));
    if (method === 'POST' && action === 'attach') return paymentMethodObject(attachPaymentMethod(context, id, form));
    if (method === 'POST' && action === 'detach') return paymentMethodObject(detachPaymentMethod(context, id));
    return undefined;
  }

  function customers(method: string, id: string | undefined, action: string | undefined, form: FormObject, params: URLSearchParams): unknown {
    if (method === 'POST' && !id) return customerObject(createCustomer(context, form));
    if (!id) return undefined;
    if (method === 'GET' && !action) return customerObject(findCustomer(context, id));
    if (method === 'GET' && action === 'payment_methods') return listPaymentMethods(context, `/v1/customers/${id}/payment_methods`, id, params);
    return undefined;
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

    let answer: unknown;
    if (resource === 'payment_intents') answer = paymentIntents(request, method, id, action, form, expand);
    else if (resource === 'setup_intents') answer = setupIntents(request, method, id, action, form, expand);
    else if (resource === 'payment_methods') {
      secretKeyOnly();
      answer = paymentMethods(method, id, action, form, params);
    } else if (resource === 'customers') {
      secretKeyOnly();
      answer = customers(method, id, action, form, params);
    } else if (resource === 'refunds' && !id) {
      secretKeyOnly();
      if (method === 'POST') answer = refundObject(createRefund(context, form));
      if (method === 'GET') answer = listRefunds(context, params);
    } else if (resource === 'charges' && id && !action && method === 'GET') {
      secretKeyOnly();
      expandOnly(expand, ['refunds']);
      answer = renderCharge(context, findCharge(context, id), expand.includes('refunds'));
    } else if (resource === 'disputes' && id && !action) {
      secretKeyOnly();
      if (method === 'GET') answer = disputeObject(findDispute(context, id));
      if (method === 'POST') answer = disputeObject(updateDispute(context, findDispute(context, id), form));
    } else if (resource === 'events' && method === 'GET') {
      secretKeyOnly();
      if (!id) answer = listEvents(params);
      else {
        answer = state.events?.find((candidate) => candidate.id === id);
        if (!answer) throw noSuch('event', id);
      }
    }
    if (answer === undefined) throw unrecognized(method, path);
    return answer;
  }

  /**
   * Stripe keeps the answer of a POST made with an `Idempotency-Key` and answers it again to the
   * same key with the same parameters, without doing anything twice; the same key with other
   * parameters is refused. A success is kept, and so is a card error (the request ran and the
   * card was tried): Stripe does not keep a request refused before it ran. Creating a
   * PaymentIntent keeps its own record (it answers the PaymentIntent as it is now).
   */
  function idempotently(request: IncomingMessage, path: string, body: string, run: () => unknown): unknown {
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (request.method !== 'POST' || !key || path === '/v1/payment_intents') return run();
    const fingerprint = createHash('sha256').update(`${path}\n${body}`).digest('hex');
    const earlier = remembered(context, state.idempotentAnswers?.[key]);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw idempotencyMismatch(key);
      if (earlier.status === 402) throw new StripeApiError(402, (earlier.answer as StripeErrorBody).error);
      return earlier.answer;
    }
    const keep = (answer: unknown, status?: number) => {
      const created = Math.floor(context.now().getTime() / 1000);
      state.idempotentAnswers = { ...state.idempotentAnswers, [key]: { fingerprint, answer, created, ...(status ? { status } : {}) } };
      save();
    };
    try {
      const answer = run();
      keep(answer);
      return answer;
    } catch (error) {
      if (error instanceof StripeApiError && error.status === 402) keep({ error: error.error } satisfies StripeErrorBody, 402);
      throw error;
    }
  }

  function authenticationSubject(id: string): { subject: AuthenticationSubject; decide: (complete: boolean) => void } {
    if (id.startsWith('seti_')) {
      const intent = findSetupIntent(context, id);
      const last4 = intent.payment_method ? state.paymentMethods?.[intent.payment_method]?.card.last4 : undefined;
      return {
        subject: { id, kind: 'setup', status: intent.status, ...(last4 ? { last4 } : {}) },
        decide: (complete) => authenticateSetupIntent(context, intent, complete),
      };
    }
    const intent = findIntent(context, id);
    const last4 = intent.payment_method ? state.paymentMethods?.[intent.payment_method]?.card.last4 : undefined;
    return {
      subject: { id, kind: 'payment', amount: intent.amount, currency: intent.currency, status: intent.status, ...(last4 ? { last4 } : {}) },
      decide: (complete) => authenticatePaymentIntent(context, intent, complete),
    };
  }

  /**
   * `/authenticate/<intent id>`: GET the page, POST `outcome=complete|fail`. Asked for JSON
   * (`Accept: application/json`), the POST answers the intent's new status instead of a page.
   */
  function authentication(request: IncomingMessage, id: string, body: string): { status: number; type: 'html' | 'json'; payload: string } {
    const { subject, decide } = authenticationSubject(id);
    if (request.method === 'GET') return { status: 200, type: 'html', payload: authenticationPage(subject) };
    if (request.method !== 'POST') throw unrecognized(request.method ?? 'GET', `/authenticate/${id}`);
    const outcome = new URLSearchParams(body).get('outcome');
    if (outcome !== 'complete' && outcome !== 'fail') throw invalidRequest(400, 'Invalid outcome: must be one of complete or fail', { param: 'outcome' });
    decide(outcome === 'complete');
    const after = authenticationSubject(id).subject;
    if (String(request.headers.accept ?? '').includes('application/json')) return { status: 200, type: 'json', payload: JSON.stringify({ id, status: after.status }) };
    return { status: 200, type: 'html', payload: authenticationDonePage(after, outcome === 'complete') };
  }

  /** Answers one request whose path is below the stub's prefix, e.g. `/v1/payment_intents`. */
  async function handle(request: IncomingMessage, response: ServerResponse, path: string, body: string): Promise<void> {
    const send = (status: number, payload: unknown, type: 'json' | 'html' = 'json') => {
      response.writeHead(status, {
        'content-type': type === 'json' ? 'application/json' : 'text/html; charset=utf-8',
        'request-id': newId('req'),
        'stripe-version': stripeApiVersion,
        'cache-control': 'no-store',
      });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    try {
      const [, first, second, third, fourth] = path.split('/');
      if (first === 'authenticate' && second && !third) {
        const answer = authentication(request, decodeURIComponent(second), body);
        return send(answer.status, answer.payload, answer.type);
      }
      if (first === 'test' && second === 'payment_methods' && third && fourth === 'update_card' && request.method === 'POST') {
        authorize(request.headers, {});
        return send(200, paymentMethodObject(updateCardAsTheNetworkWould(context, third, parseStripeForm(body))));
      }
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
  const server: Server = createServer((request, response) => {
    serveStripeStub(stub, request, response)
      .then((served) => {
        if (!served) response.writeHead(404).end();
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
  });
  const port = await listenOnFreePort(server);
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
