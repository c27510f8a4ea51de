import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
});
