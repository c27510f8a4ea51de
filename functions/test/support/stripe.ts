import { inject } from 'vitest';
import { stripeSignatureHeader } from '@sunward/emulators/stripe-signature';
import { localStripeKeys } from '@sunward/emulators/stripe-stub';

export type TestCard = '4242 4242 4242 4242' | '4000 0000 0000 0002';

/** Confirms a PaymentIntent the way the browser does: publishable key, client secret, card. */
export async function confirmAsBrowser(
  paymentIntentId: string,
  clientSecret: string,
  card: TestCard | { paymentMethod: 'pm_card_visa' | 'pm_card_chargeDeclined' },
) {
  const form = new URLSearchParams({ key: localStripeKeys.publishableKey, client_secret: clientSecret });
  if (typeof card === 'string') {
    form.set('payment_method_data[type]', 'card');
    form.set('payment_method_data[card][number]', card);
    form.set('payment_method_data[card][exp_month]', '12');
    form.set('payment_method_data[card][exp_year]', String(new Date().getUTCFullYear() + 2));
    form.set('payment_method_data[card][cvc]', '123');
  } else {
    form.set('payment_method', card.paymentMethod);
  }
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/payment_intents/${paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
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

/** A webhook request as Stripe sends it for a PaymentIntent, signed with `secret`. */
export async function signedPaymentEvent(
  paymentIntentId: string,
  options: { type?: string; secret?: string } = {},
): Promise<{ body: string; headers: Record<string, string> }> {
  const body = JSON.stringify({
    id: `evt_test_${paymentIntentId}`,
    object: 'event',
    api_version: '2026-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: options.type ?? 'payment_intent.succeeded',
    data: { object: await stripePaymentIntent(paymentIntentId) },
  });
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(body, options.secret ?? localStripeKeys.webhookSecret),
    },
  };
}
