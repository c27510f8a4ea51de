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

/** A webhook request as Stripe sends it: an event of `type` about `object`, signed with `secret`. */
export function signedEvent(
  type: string,
  object: unknown,
  options: { id?: string; secret?: string } = {},
): { body: string; headers: Record<string, string> } {
  const objectId = (object as { id?: string }).id ?? 'unknown';
  const body = JSON.stringify({
    id: options.id ?? `evt_test_${type.replaceAll('.', '_')}_${objectId}`,
    object: 'event',
    api_version: '2026-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(body, options.secret ?? localStripeKeys.webhookSecret),
    },
  };
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

/** `charge.refunded` as Stripe sends it after a refund: the PaymentIntent's charge with its refunds, as the stub holds it. */
export async function signedRefundEvent(paymentIntentId: string): Promise<{ body: string; headers: Record<string, string> }> {
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/payment_intents/${paymentIntentId}?expand[0]=latest_charge`, {
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}` },
  });
  const intent = (await response.json()) as { latest_charge: { id: string } };
  return signedEvent('charge.refunded', intent.latest_charge);
}

/** A `charge.dispute.*` event as Stripe sends it for a dispute of the PaymentIntent's charge. */
export function signedDisputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  dispute: { id: string; paymentIntentId: string; amount: number; status: string },
): { body: string; headers: Record<string, string> } {
  return signedEvent(type, {
    id: dispute.id,
    object: 'dispute',
    amount: dispute.amount,
    currency: 'usd',
    charge: `ch_for_${dispute.paymentIntentId}`,
    payment_intent: dispute.paymentIntentId,
    reason: 'fraudulent',
    status: dispute.status,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  });
}
