import { cents } from '@sunward/shared/money';
import { describe, expect, it } from 'vitest';
import {
  InvalidWebhookSignature,
  createPaymentIntent,
  listSucceededRefunds,
  parseWebhookEvent,
  retrievePaymentIntent,
} from '../../src/adapters/payments';
import { confirmAsBrowser, refundInStripe, signedEvent, signedPaymentEvent, stripePaymentIntent } from '../support/stripe';
import { uniqueId } from '../support/test-data';

function newIntent(amount = 60_000, idempotencyKey = uniqueId('key')) {
  return createPaymentIntent({
    amount: cents(amount),
    metadata: { bookingId: 'b-1', purpose: 'deposit' },
    description: 'Deposit',
    receiptEmail: 'traveller@example.com',
    idempotencyKey,
  });
}

describe('payments adapter on the Stripe SDK, against the local Stripe stub', () => {
  it('creates a PaymentIntent awaiting a card, with its metadata and a client secret', async () => {
    const intent = await newIntent(60_000);

    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 60_000,
      amountReceived: 0,
      currency: 'usd',
      metadata: { bookingId: 'b-1', purpose: 'deposit' },
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('creates card PaymentIntents that never redirect, so the page confirms them without a return_url', async () => {
    const intent = await newIntent();

    expect(await stripePaymentIntent(intent.id)).toMatchObject({ automatic_payment_methods: { enabled: true, allow_redirects: 'never' } });
    expect((await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
  });

  it('lists the succeeded refunds of a charge from Stripe', async () => {
    const intent = await newIntent();
    await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' });
    const first = await refundInStripe(intent.id, 1_000);
    const second = await refundInStripe(intent.id, 2_500);

    const refunds = await listSucceededRefunds(String(first.json.charge));

    expect(refunds).toEqual([
      { id: second.json.id, amountCents: 2_500 },
      { id: first.json.id, amountCents: 1_000 },
    ]);
  });

  it('lists every page of a charge’s refunds', async () => {
    const intent = await newIntent();
    await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' });
    const ids: unknown[] = [];
    // One more than a page of 100.
    for (let count = 0; count < 101; count += 1) ids.push((await refundInStripe(intent.id, 100)).json.id);

    const refunds = await listSucceededRefunds(String((await stripePaymentIntent(intent.id)).latest_charge));

    expect(refunds.map((refund) => refund.id).sort()).toEqual([...ids].sort());
  });

  it('reads when Stripe created an event, and the charge of a charge.refunded event', async () => {
    const { body, headers } = signedEvent('charge.refunded', { id: 'ch_test0000000001', object: 'charge', payment_intent: 'pi_test0000000001' }, { created: 1_790_000_000 });

    expect(await parseWebhookEvent(body, headers['stripe-signature'])).toMatchObject({
      type: 'charge.refunded',
      createdAt: new Date(1_790_000_000_000),
      chargeId: 'ch_test0000000001',
      paymentIntentId: 'pi_test0000000001',
    });
  });

  it('answers the same PaymentIntent for the same idempotency key', async () => {
    const key = uniqueId('key');
    const [first, second] = await Promise.all([newIntent(60_000, key), newIntent(60_000, key)]);

    expect(second.id).toBe(first.id);
  });

  it('sees a PaymentIntent succeed after the browser confirms 4242 4242 4242 4242', async () => {
    const intent = await newIntent();

    const confirmation = await confirmAsBrowser(intent.id, intent.clientSecret ?? '', '4242 4242 4242 4242');

    expect(confirmation.status).toBe(200);
    expect(await retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded', amountReceived: 60_000 });
  });

  it.each([
    ['4000 0000 0000 0002', '4000 0000 0000 0002' as const],
    ['pm_card_chargeDeclined', { paymentMethod: 'pm_card_chargeDeclined' as const }],
  ])('sees %s declined with Stripe’s card error, and nothing received', async (_name, card) => {
    const intent = await newIntent();

    const confirmation = await confirmAsBrowser(intent.id, intent.clientSecret ?? '', card);

    expect(confirmation.status).toBe(402);
    expect(confirmation.json).toMatchObject({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect(await retrievePaymentIntent(intent.id)).toMatchObject({ status: 'requires_payment_method', amountReceived: 0 });
  });

  it('refuses a confirmation with a wrong client secret', async () => {
    const intent = await newIntent();

    const confirmation = await confirmAsBrowser(intent.id, `${intent.id}_secret_guess`, { paymentMethod: 'pm_card_visa' });

    expect(confirmation.status).toBe(401);
    expect(await retrievePaymentIntent(intent.id)).toMatchObject({ status: 'requires_payment_method' });
  });

  it('answers undefined for a PaymentIntent Stripe does not know', async () => {
    expect(await retrievePaymentIntent('pi_does_not_exist')).toBeUndefined();
  });

  it('reads a correctly signed webhook event and names its PaymentIntent', async () => {
    const intent = await newIntent();
    await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' });
    const { body, headers } = await signedPaymentEvent(intent.id);

    const event = await parseWebhookEvent(body, headers['stripe-signature']);

    expect(event).toMatchObject({ type: 'payment_intent.succeeded', paymentIntentId: intent.id });
  });

  it('refuses a webhook signed with another secret, a changed body, or no signature', async () => {
    const intent = await newIntent();
    const forged = await signedPaymentEvent(intent.id, { secret: 'whsec_forged' });
    const genuine = await signedPaymentEvent(intent.id);

    await expect(parseWebhookEvent(forged.body, forged.headers['stripe-signature'])).rejects.toThrow(InvalidWebhookSignature);
    await expect(
      parseWebhookEvent(genuine.body.replace('payment_intent.succeeded', 'payment_intent.created'), genuine.headers['stripe-signature']),
    ).rejects.toThrow(InvalidWebhookSignature);
    await expect(parseWebhookEvent(genuine.body, undefined)).rejects.toThrow(InvalidWebhookSignature);
  });
});
