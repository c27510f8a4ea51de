import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import { localStripeKeys, type RunningStripeStub, startStripeStub } from '../src/stripe-stub';

describe('the Stripe stub', () => {
  let stub: RunningStripeStub;

  beforeAll(async () => {
    stub = await startStripeStub();
  });

  afterAll(async () => {
    await stub?.stop();
  });

  async function call(path: string, form: Record<string, string> = {}, key: string = localStripeKeys.secretKey) {
    const response = await fetch(`${stub.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async function get(path: string) {
    const response = await fetch(`${stub.baseUrl}${path}`, { headers: { authorization: `Bearer ${localStripeKeys.secretKey}` } });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  const cardsOnly = { 'automatic_payment_methods[enabled]': 'true', 'automatic_payment_methods[allow_redirects]': 'never' };

  async function newIntent(methods: Record<string, string> = cardsOnly) {
    const { json } = await call('/v1/payment_intents', { amount: '5000', currency: 'usd', 'metadata[purpose]': 'balance', ...methods });
    return json as { id: string; client_secret: string };
  }

  it('echoes card-only automatic payment methods, and confirms those without a return_url as Stripe does', async () => {
    const cards = await newIntent();
    const redirecting = await newIntent({ 'automatic_payment_methods[enabled]': 'true' });

    const confirmed = await call(`/v1/payment_intents/${cards.id}/confirm`, { payment_method: 'pm_card_visa' });
    const refused = await call(`/v1/payment_intents/${redirecting.id}/confirm`, { payment_method: 'pm_card_visa' });
    const withReturnUrl = await call(`/v1/payment_intents/${redirecting.id}/confirm`, { payment_method: 'pm_card_visa', return_url: 'https://sunward.test/booking' });

    expect(confirmed).toMatchObject({ status: 200, json: { status: 'succeeded', automatic_payment_methods: { enabled: true, allow_redirects: 'never' } } });
    expect(refused).toMatchObject({ status: 400, json: { error: { type: 'invalid_request_error', param: 'return_url' } } });
    expect(String((refused.json.error as { message: string }).message)).toContain('you must provide a `return_url`');
    expect(withReturnUrl).toMatchObject({ status: 200, json: { status: 'succeeded' } });
  });

  it('answers a decline with Stripe’s card error, its failed charge as the PaymentIntent’s latest_charge', async () => {
    const intent = await newIntent();

    const declined = await call(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_chargeDeclined' });

    expect(declined.status).toBe(402);
    const error = declined.json.error as { charge: string; payment_intent: { latest_charge: string; last_payment_error: unknown } };
    expect(error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    expect(error.payment_intent.latest_charge).toBe(error.charge);
    expect((await get(`/v1/charges/${error.charge}`)).json).toMatchObject({ status: 'failed', paid: false, failure_code: 'card_declined' });
  });

  it('speaks the pinned API version only, and refuses an expansion it does not render', async () => {
    const intent = await newIntent();
    const otherVersion = await fetch(`${stub.baseUrl}/v1/payment_intents/${intent.id}`, {
      headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'stripe-version': '2022-08-01' },
    });

    expect(otherVersion.status).toBe(400);
    expect((await get(`/v1/payment_intents/${intent.id}`)).status).toBe(200);
    expect(await get(`/v1/payment_intents/${intent.id}?expand[]=customer`)).toMatchObject({
      status: 400,
      json: { error: { type: 'invalid_request_error', message: 'This property cannot be expanded (customer).' } },
    });
  });

  it('answers a refund made again with the same Idempotency-Key with the same refund, and refunds once', async () => {
    const paid = await newIntent();
    await call(`/v1/payment_intents/${paid.id}/confirm`, { payment_method: 'pm_card_visa' });
    const refund = (key: string, amount: string) =>
      fetch(`${stub.baseUrl}/v1/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
        body: new URLSearchParams({ payment_intent: paid.id, amount }),
      }).then(async (response) => ({ status: response.status, json: (await response.json()) as Record<string, unknown> }));

    const first = await refund('refund-key-1', '1000');
    const again = await refund('refund-key-1', '1000');
    const otherParameters = await refund('refund-key-1', '1200');
    const otherKey = await refund('refund-key-2', '1000');

    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(otherParameters).toMatchObject({ status: 400, json: { error: { type: 'idempotency_error' } } });
    expect(otherKey.status).toBe(200);
    expect(otherKey.json.id).not.toBe(first.json.id);
    const listed = await get(`/v1/refunds?payment_intent=${paid.id}`);
    expect((listed.json.data as { amount: number }[]).map((item) => item.amount)).toEqual([1000, 1000]);
  });

  it('lists a charge’s refunds newest first, a page at a time', async () => {
    const paid = await newIntent();
    await call(`/v1/payment_intents/${paid.id}/confirm`, { payment_method: 'pm_card_visa' });
    const refunds = [];
    for (const amount of ['100', '200', '300']) refunds.push((await call('/v1/refunds', { payment_intent: paid.id, amount })).json as { id: string; charge: string });
    const charge = refunds[0]?.charge ?? '';

    const first = await get(`/v1/refunds?charge=${charge}&limit=2`);
    const second = await get(`/v1/refunds?charge=${charge}&limit=2&starting_after=${String((first.json.data as { id: string }[])[1]?.id)}`);

    expect(first.json).toMatchObject({ object: 'list', has_more: true, data: [{ id: refunds[2]?.id, amount: 300 }, { id: refunds[1]?.id }] });
    expect(second.json).toMatchObject({ has_more: false, data: [{ id: refunds[0]?.id, amount: 100 }] });
    expect((await get(`/v1/charges/${charge}`)).json).not.toHaveProperty('refunds');
    expect(((await get(`/v1/charges/${charge}?expand[]=refunds`)).json.refunds as { data: unknown[] }).data).toHaveLength(3);
  });

  it('cancels an open PaymentIntent in Stripe’s shape', async () => {
    const intent = await newIntent();

    const { status, json } = await call(`/v1/payment_intents/${intent.id}/cancel`, { cancellation_reason: 'abandoned' });

    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: intent.id,
      object: 'payment_intent',
      status: 'canceled',
      cancellation_reason: 'abandoned',
      amount_received: 0,
    });
    expect(json.canceled_at).toEqual(expect.any(Number));
  });

  it('refunds a succeeded PaymentIntent in part, then the rest, and no more, and shows it on the expanded charge', async () => {
    const paid = await newIntent();
    await call(`/v1/payment_intents/${paid.id}/confirm`, { payment_method: 'pm_card_visa' });
    const read = async (query: string) => {
      const response = await fetch(`${stub.baseUrl}/v1/payment_intents/${paid.id}${query}`, {
        headers: { authorization: `Bearer ${localStripeKeys.secretKey}` },
      });
      return (await response.json()) as { latest_charge: unknown };
    };

    const part = await call('/v1/refunds', { payment_intent: paid.id, amount: '1500' });
    const rest = await call('/v1/refunds', { payment_intent: paid.id });
    const beyond = await call('/v1/refunds', { payment_intent: paid.id, amount: '1' });

    expect(part).toMatchObject({ status: 200, json: { object: 'refund', amount: 1500, payment_intent: paid.id, status: 'succeeded' } });
    expect(rest.json).toMatchObject({ amount: 3500 });
    expect(beyond.status).toBe(400);
    expect(typeof (await read('')).latest_charge).toBe('string');
    expect((await read('?expand[0]=latest_charge')).latest_charge).toMatchObject({ object: 'charge', amount: 5000, amount_refunded: 5000, refunded: true });
    expect((await read('?expand[0]=latest_charge')).latest_charge).not.toHaveProperty('refunds');
  });

  it('refuses a refund of a PaymentIntent that has not succeeded, and one asked with the publishable key', async () => {
    const open = await newIntent();

    expect((await call('/v1/refunds', { payment_intent: open.id })).status).toBe(400);
    expect((await call('/v1/refunds', { payment_intent: open.id }, localStripeKeys.publishableKey)).status).toBe(401);
  });

  it('refuses to cancel a succeeded or already cancelled PaymentIntent, and a confirm after cancel', async () => {
    const paid = await newIntent();
    await call(`/v1/payment_intents/${paid.id}/confirm`, { payment_method: 'pm_card_visa' });
    const cancelled = await newIntent();
    await call(`/v1/payment_intents/${cancelled.id}/cancel`);

    const paidAnswer = await call(`/v1/payment_intents/${paid.id}/cancel`);
    const twiceAnswer = await call(`/v1/payment_intents/${cancelled.id}/cancel`);
    const confirmAnswer = await call(`/v1/payment_intents/${cancelled.id}/confirm`, { payment_method: 'pm_card_visa' });

    expect(paidAnswer.status).toBe(400);
    expect(paidAnswer.json.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' });
    expect(twiceAnswer.status).toBe(400);
    expect(confirmAnswer.status).toBe(400);
  });

  it('lets only the secret key cancel', async () => {
    const intent = await newIntent();

    const answer = await call(`/v1/payment_intents/${intent.id}/cancel`, { client_secret: intent.client_secret }, localStripeKeys.publishableKey);

    expect(answer.status).toBe(401);
  });

  it('posts signed events as Stripe does for the pinned version: a refund’s charge without its refunds, a dispute and its close', async () => {
    const received: { type: string; signature: string | undefined; event: { api_version: string; created: number; data: { object: Record<string, unknown> } } }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const event = JSON.parse(body) as (typeof received)[number]['event'] & { type: string };
        const signature = request.headers['stripe-signature'];
        received.push({ type: event.type, signature: Array.isArray(signature) ? signature[0] : signature, event });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const delivering = await startStripeStub({ webhookUrl });
    try {
      const post = async (path: string, form: Record<string, string>) => {
        const response = await fetch(`${delivering.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        });
        return (await response.json()) as { id: string };
      };
      const intent = await post('/v1/payment_intents', { amount: '5000', currency: 'usd', ...cardsOnly });
      await post(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
      await post('/v1/refunds', { payment_intent: intent.id, amount: '1200' });
      const disputed = await post('/v1/payment_intents', { amount: '5000', currency: 'usd', ...cardsOnly });
      await post(`/v1/payment_intents/${disputed.id}/confirm`, { payment_method: 'pm_card_createDispute' });

      await expect
        .poll(() => received.map((event) => event.type))
        .toEqual(['payment_intent.succeeded', 'charge.refunded', 'payment_intent.succeeded', 'charge.dispute.created']);
      const dispute = received[3]?.event.data.object as { id: string };
      await post(`/v1/disputes/${dispute.id}`, { 'evidence[uncategorized_text]': 'losing_evidence' });
      await expect.poll(() => received.map((event) => event.type).slice(4)).toEqual(['charge.dispute.updated', 'charge.dispute.closed']);

      const refunded = received[1];
      expect(refunded?.signature).toMatch(/^t=\d+,v1=/);
      expect(refunded?.event.api_version).toBe(stripeApiVersion);
      expect(refunded?.event.data.object).toMatchObject({ object: 'charge', payment_intent: intent.id, amount_refunded: 1200, refunded: false });
      expect(refunded?.event.data.object).not.toHaveProperty('refunds');
      expect(received[5]?.event.data.object).toMatchObject({ id: dispute.id, object: 'dispute', status: 'lost', payment_intent: disputed.id });
    } finally {
      await delivering.stop();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  describe('Customers, saved cards, SetupIntents and charges without the cardholder', () => {
    const secret = { authorization: `Bearer ${localStripeKeys.secretKey}` };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    async function post(path: string, body: Record<string, string> = {}, headers: Record<string, string> = secret) {
      const response = await fetch(`${stub.baseUrl}${path}`, { method: 'POST', headers: { ...form, ...headers }, body: new URLSearchParams(body) });
      const text = await response.text();
      return { status: response.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>, text };
    }

    const typed = (number: string) => ({
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    });

    const newCustomer = async () => (await post('/v1/customers', { email: 'traveller@example.com' })).json.id as string;

    async function setUp(customer: string, card: Record<string, string>) {
      const setup = (await post('/v1/setup_intents', { customer, ...cardsOnly, 'metadata[bookingId]': 'b-1' })).json as { id: string; client_secret: string };
      const confirmed = await post(`/v1/setup_intents/${setup.id}/confirm`, { key: localStripeKeys.publishableKey, client_secret: setup.client_secret, ...card }, {});
      return { setup, confirmed };
    }

    const offSession = (customer: string, paymentMethod: string, key?: string) =>
      post(
        '/v1/payment_intents',
        { amount: '39300', currency: 'usd', customer, payment_method: paymentMethod, off_session: 'true', confirm: 'true', ...cardsOnly },
        { ...secret, ...(key ? { 'idempotency-key': key } : {}) },
      );

    const authenticate = (id: string, outcome: string) => post(`/authenticate/${id}`, { outcome }, { accept: 'application/json' });

    async function eventsAbout(id: string) {
      const { json } = await get('/v1/events?limit=100');
      return (json.data as { type: string; data: { object: { id: string } } }[]).filter((event) => event.data.object.id === id).map((event) => event.type);
    }

    it('asks for authentication on-session for 4000 0025 0000 3155, pays once it is complete, and sets the card up when asked', async () => {
      const customer = await newCustomer();
      const intent = (await post('/v1/payment_intents', { amount: '30000', currency: 'usd', customer, setup_future_usage: 'off_session', ...cardsOnly })).json as {
        id: string;
        client_secret: string;
      };

      const confirmed = await post(`/v1/payment_intents/${intent.id}/confirm`, { key: localStripeKeys.publishableKey, client_secret: intent.client_secret, ...typed('4000002500003155') }, {});
      const page = await fetch(`${stub.baseUrl}/authenticate/${intent.id}`).then((response) => response.text());
      const completed = await authenticate(intent.id, 'complete');
      const paid = await get(`/v1/payment_intents/${intent.id}`);
      const later = await offSession(customer, String(paid.json.payment_method));

      expect(confirmed.json).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, payment_method: expect.stringMatching(/^pm_/) });
      expect(page).toContain('Complete authentication');
      expect(page).toContain('Fail authentication');
      expect(page).toContain('$300.00');
      expect(completed.json).toEqual({ id: intent.id, status: 'succeeded' });
      expect(paid.json).toMatchObject({ status: 'succeeded', amount_received: 30000, next_action: null });
      expect((await get(`/v1/payment_methods/${String(paid.json.payment_method)}`)).json).toMatchObject({ customer, card: { last4: '3155' } });
      expect(later).toMatchObject({ status: 200, json: { status: 'succeeded' } });
      expect(await eventsAbout(intent.id)).toEqual(['payment_intent.succeeded']);
    });

    it('sends a PaymentIntent whose authentication failed back to requires_payment_method with Stripe’s error, and answers the page plainly after', async () => {
      const intent = (await post('/v1/payment_intents', { amount: '30000', currency: 'usd', ...cardsOnly })).json as { id: string };
      await post(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_authenticationRequired' });

      const failed = await post(`/authenticate/${intent.id}`, { outcome: 'fail' });
      const again = await authenticate(intent.id, 'complete');

      expect(failed.text).toContain('Authentication failed');
      expect((await get(`/v1/payment_intents/${intent.id}`)).json).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { code: 'payment_intent_authentication_failure', payment_method: { card: { last4: '3184' } } },
      });
      expect(again).toMatchObject({ status: 400, json: { error: { code: 'payment_intent_unexpected_state' } } });
      expect(await eventsAbout(intent.id)).toEqual(['payment_intent.payment_failed']);
      expect(await fetch(`${stub.baseUrl}/authenticate/pi_unknown0000000`).then((response) => response.status)).toBe(404);
    });

    it('sets up 4000 0025 0000 3155 with a SetupIntent after authentication, and charges it off-session without one', async () => {
      const customer = await newCustomer();
      const { setup, confirmed } = await setUp(customer, typed('4000002500003155'));

      await authenticate(setup.id, 'complete');
      const again = await authenticate(setup.id, 'complete');
      const done = await get(`/v1/setup_intents/${setup.id}`);
      const charged = await offSession(customer, String(done.json.payment_method));

      expect(confirmed.json).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
      expect(done.json).toMatchObject({ status: 'succeeded', customer, payment_method: expect.stringMatching(/^pm_/) });
      expect(again).toMatchObject({ status: 400, json: { error: { code: 'setup_intent_unexpected_state' } } });
      expect(charged).toMatchObject({ status: 200, json: { status: 'succeeded', customer, amount_received: 39300 } });
      expect(await eventsAbout(setup.id)).toEqual(['setup_intent.succeeded']);
      expect(await eventsAbout(String(done.json.payment_method))).toEqual(['payment_method.attached']);
    });

    it('declines 4000 0027 6000 3184 off-session with Stripe’s 402 authentication_required even once set up, and asks for authentication on-session', async () => {
      const customer = await newCustomer();
      const { setup } = await setUp(customer, { payment_method: 'pm_card_authenticationRequired' });
      await authenticate(setup.id, 'complete');
      const card = String((await get(`/v1/setup_intents/${setup.id}`)).json.payment_method);

      const declined = await offSession(customer, card);
      const onSession = await post('/v1/payment_intents', { amount: '39300', currency: 'usd', customer, payment_method: card, confirm: 'true', ...cardsOnly });

      expect(declined.status).toBe(402);
      expect(declined.json.error).toMatchObject({
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        payment_method: { id: card, customer },
        payment_intent: { status: 'requires_payment_method', last_payment_error: { code: 'authentication_required', payment_method: { id: card } } },
      });
      expect(declined.json.error).not.toHaveProperty('advice_code');
      expect(onSession.json).toMatchObject({ status: 'requires_action', payment_method: card });
    });

    it.each([
      ['4000 0000 0000 0341', typed('4000000000000341'), { code: 'card_declined', decline_code: 'generic_decline' }],
      ['pm_card_chargeDeclinedInsufficientFunds', { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }, { code: 'card_declined', decline_code: 'insufficient_funds', advice_code: 'try_again_later' }],
      ['pm_card_chargeDeclinedExpiredCard', { payment_method: 'pm_card_chargeDeclinedExpiredCard' }, { code: 'expired_card', decline_code: 'expired_card' }],
    ])('saves %s, then declines its off-session charges with a payment_failed event', async (_name, card, codes) => {
      const customer = await newCustomer();
      const { confirmed } = await setUp(customer, card);

      const declined = await offSession(customer, String(confirmed.json.payment_method));

      expect(confirmed.json).toMatchObject({ status: 'succeeded' });
      expect(declined).toMatchObject({ status: 402, json: { error: { type: 'card_error', ...codes, payment_intent: { status: 'requires_payment_method' } } } });
      expect(await eventsAbout((declined.json.error as { payment_intent: { id: string } }).payment_intent.id)).toEqual(['payment_intent.payment_failed']);
    });

    it('refuses to save a declining card typed into the form, with setup_intent.setup_failed', async () => {
      const customer = await newCustomer();

      const { setup, confirmed } = await setUp(customer, typed('4000000000000002'));

      expect(confirmed).toMatchObject({ status: 402, json: { error: { type: 'card_error', code: 'card_declined', setup_intent: { id: setup.id, status: 'requires_payment_method' } } } });
      expect((await get(`/v1/setup_intents/${setup.id}`)).json).toMatchObject({ last_setup_error: { code: 'card_declined' }, payment_method: null });
      expect(await eventsAbout(setup.id)).toEqual(['setup_intent.setup_failed']);
    });

    it('answers the same off-session PaymentIntent, or the same 402, to the same Idempotency-Key, and charges once', async () => {
      const customer = await newCustomer();
      const paying = String((await setUp(customer, { payment_method: 'pm_card_visa' })).confirmed.json.payment_method);
      const refusing = String((await setUp(customer, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })).confirmed.json.payment_method);

      const [paid, paidAgain] = [await offSession(customer, paying, 'installment-b-1-1-1'), await offSession(customer, paying, 'installment-b-1-1-1')];
      const [refused, refusedAgain] = [await offSession(customer, refusing, 'installment-b-1-2-1'), await offSession(customer, refusing, 'installment-b-1-2-1')];
      const otherCard = await offSession(customer, refusing, 'installment-b-1-1-1');

      expect(paidAgain.json.id).toBe(paid.json.id);
      expect(refusedAgain).toEqual(refused);
      expect(refused.status).toBe(402);
      expect(otherCard).toMatchObject({ status: 400, json: { error: { type: 'idempotency_error' } } });
      const charges = (await get(`/v1/events?type=payment_intent.succeeded&limit=100`)).json.data as { data: { object: { id: string } } }[];
      expect(charges.filter((event) => event.data.object.id === paid.json.id)).toHaveLength(1);
    });

    it('attaches, lists newest first, and detaches a Customer’s cards; a detached card cannot be used again', async () => {
      const customer = await newCustomer();
      const other = await newCustomer();
      const first = (await post('/v1/payment_methods/pm_card_visa/attach', { customer })).json.id as string;
      const second = (await post('/v1/payment_methods/pm_card_chargeCustomerFail/attach', { customer })).json.id as string;

      const listed = await get(`/v1/payment_methods?customer=${customer}&type=card`);
      const listedOnCustomer = await get(`/v1/customers/${customer}/payment_methods?limit=1`);
      const toOther = await post(`/v1/payment_methods/${first}/attach`, { customer: other });
      const detached = await post(`/v1/payment_methods/${first}/detach`);
      const detachedAgain = await post(`/v1/payment_methods/${first}/detach`);
      const charged = await offSession(customer, first);

      expect((listed.json.data as { id: string }[]).map((method) => method.id)).toEqual([second, first]);
      expect(listedOnCustomer.json).toMatchObject({ url: `/v1/customers/${customer}/payment_methods`, has_more: true, data: [{ id: second }] });
      expect(toOther).toMatchObject({ status: 400, json: { error: { type: 'invalid_request_error' } } });
      expect(detached.json).toMatchObject({ id: first, customer: null });
      expect(detachedAgain.status).toBe(400);
      expect(charged).toMatchObject({ status: 400, json: { error: { code: 'payment_method_unexpected_state' } } });
      expect(((await get(`/v1/payment_methods?customer=${customer}`)).json.data as { id: string }[]).map((method) => method.id)).toEqual([second]);
      expect(await eventsAbout(first)).toEqual(['payment_method.detached', 'payment_method.attached']);
    });

    it('lets the publishable key confirm and read a SetupIntent with its client secret, and nothing else', async () => {
      const customer = await newCustomer();
      const setup = (await post('/v1/setup_intents', { customer, ...cardsOnly })).json as { id: string; client_secret: string };
      const browser = { key: localStripeKeys.publishableKey, client_secret: setup.client_secret };

      const read = await fetch(`${stub.baseUrl}/v1/setup_intents/${setup.id}?${new URLSearchParams(browser)}`).then((response) => response.status);
      const wrongSecret = await post(`/v1/setup_intents/${setup.id}/confirm`, { ...browser, client_secret: `${setup.id}_secret_guess`, payment_method: 'pm_card_visa' }, {});
      const customerByBrowser = await post('/v1/customers', {}, { authorization: `Bearer ${localStripeKeys.publishableKey}` });

      expect(read).toBe(200);
      expect(wrongSecret.status).toBe(401);
      expect(customerByBrowser.status).toBe(401);
    });

    it('plays the card updater: a new expiry and number on the saved card, and payment_method.automatically_updated', async () => {
      const customer = await newCustomer();
      const card = (await post('/v1/payment_methods/pm_card_visa/attach', { customer })).json.id as string;

      const updated = await post(`/test/payment_methods/${card}/update_card`, { exp_month: '6', exp_year: '2033', last4: '0077' });
      const refused = await post(`/test/payment_methods/${card}/update_card`, { exp_month: '13', exp_year: '2033' });

      expect(updated.json).toMatchObject({ id: card, card: { exp_month: 6, exp_year: 2033, last4: '0077' } });
      expect(refused.status).toBe(400);
      expect(await eventsAbout(card)).toEqual(['payment_method.automatically_updated', 'payment_method.attached']);
    });

    it('forgets an idempotency key after 24 hours, as Stripe does: the key is new again', async () => {
      let now = new Date('2031-03-01T09:00:00Z');
      const clocked = await startStripeStub({ now: () => now });
      try {
        const create = async (email: string) => {
          const response = await fetch(`${clocked.baseUrl}/v1/customers`, {
            method: 'POST',
            headers: { ...secret, ...form, 'idempotency-key': 'customer-b-1' },
            body: new URLSearchParams({ email }),
          });
          return { status: response.status, json: (await response.json()) as { id: string } };
        };
        const first = await create('traveller@example.com');
        now = new Date('2031-03-02T08:59:00Z');
        const sameDay = await create('traveller@example.com');
        const otherEmailSameDay = await create('new@example.com');
        now = new Date('2031-03-02T09:00:01Z');
        const nextDay = await create('new@example.com');

        expect(sameDay.json.id).toBe(first.json.id);
        expect(otherEmailSameDay.status).toBe(400);
        expect(nextDay.status).toBe(200);
        expect(nextDay.json.id).not.toBe(first.json.id);
      } finally {
        await clocked.stop();
      }
    });

    it('loads a data file written before it kept Customers and saved cards, and keeps both after', async () => {
      const dataFile = join(mkdtempSync(join(tmpdir(), 'stripe-stub-')), 'payment-intents.json');
      const old = {
        id: 'pi_old000000000000000',
        amount: 5000,
        amount_received: 5000,
        currency: 'usd',
        status: 'succeeded',
        client_secret: 'pi_old000000000000000_secret_x',
        metadata: {},
        description: null,
        receipt_email: null,
        payment_method: 'pm_old000000000000000',
        payment_method_types: ['card'],
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        latest_charge: null,
        last_payment_error: null,
        canceled_at: null,
        cancellation_reason: null,
        created: 1_790_000_000,
      };
      writeFileSync(dataFile, JSON.stringify({ paymentIntents: { [old.id]: old }, idempotency: {} }));
      const restarted = await startStripeStub({ dataFile });
      try {
        const read = await fetch(`${restarted.baseUrl}/v1/payment_intents/${old.id}?expand[]=payment_method`, { headers: secret }).then(async (response) => (await response.json()) as Record<string, unknown>);
        const customer = await fetch(`${restarted.baseUrl}/v1/customers`, { method: 'POST', headers: { ...secret, ...form }, body: '' }).then(async (response) => (await response.json()) as { id: string });
        const again = await startStripeStub({ dataFile });
        const kept = await fetch(`${again.baseUrl}/v1/customers/${customer.id}`, { headers: secret }).then((response) => response.status);
        await again.stop();

        expect(read).toMatchObject({ id: old.id, status: 'succeeded', customer: null, setup_future_usage: null, payment_method: 'pm_old000000000000000' });
        expect(kept).toBe(200);
      } finally {
        await restarted.stop();
      }
    });
  });
});
