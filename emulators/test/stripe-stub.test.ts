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
});
