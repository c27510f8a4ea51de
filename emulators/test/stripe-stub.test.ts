import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  async function newIntent() {
    const { json } = await call('/v1/payment_intents', { amount: '5000', currency: 'usd', 'metadata[purpose]': 'balance' });
    return json as { id: string; client_secret: string };
  }

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

  it('posts a signed charge.refunded event with the charge and its refunds after a refund', async () => {
    const received: { type: string; signature: string | undefined; object: Record<string, unknown> }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const event = JSON.parse(body) as { type: string; data: { object: Record<string, unknown> } };
        const signature = request.headers['stripe-signature'];
        received.push({ type: event.type, signature: Array.isArray(signature) ? signature[0] : signature, object: event.data.object });
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
      const intent = await post('/v1/payment_intents', { amount: '5000', currency: 'usd' });
      await post(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
      const refund = await post('/v1/refunds', { payment_intent: intent.id, amount: '1200' });

      await expect.poll(() => received.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'charge.refunded']);
      const refunded = received[1];
      expect(refunded?.signature).toMatch(/^t=\d+,v1=/);
      expect(refunded?.object).toMatchObject({
        object: 'charge',
        payment_intent: intent.id,
        amount_refunded: 1200,
        refunds: { data: [{ id: refund.id, amount: 1200, status: 'succeeded' }] },
      });
    } finally {
      await delivering.stop();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
