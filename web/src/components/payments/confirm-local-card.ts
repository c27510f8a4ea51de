import '@sunward/shared/schemas/zod-setup';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import * as z from 'zod/mini';
import type { LocalCard } from './local-card';

/** The local Stripe stub (ADR 008), on the site's own origin. Never deployed. */
const STRIPE_STUB_PATH = `${localStripePath}/v1`;

const ConfirmedIntent = z.object({ id: z.string(), status: z.string() });
const StripeErrorBody = z.object({
  error: z.object({ message: z.string(), payment_intent: z.optional(z.object({ status: z.string() })) }),
});

export interface ConfirmLocalCardInput {
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  card: LocalCard;
}

export type ConfirmOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'failed'; message: string }
  /** The server cancelled the PaymentIntent while the form was open (a lapsed hold, a newer payment). */
  | { status: 'canceled' };

/**
 * Confirms a PaymentIntent with a test card against the local Stripe stub, as Stripe.js confirms
 * against Stripe: the publishable key and the client secret authorize it, the card goes as
 * `payment_method_data`. Stripe's refusals are an outcome with Stripe's message; anything
 * else unexpected throws. This talks to the stub, not to our API, hence its own `fetch`.
 */
export async function confirmLocalCard({ publishableKey, clientSecret, paymentIntentId, card }: ConfirmLocalCardInput): Promise<ConfirmOutcome> {
  const form = new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
  });
  const url = new URL(`${STRIPE_STUB_PATH}/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`, document.baseURI);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'omit',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const payload: unknown = await response.json();
  if (response.ok) {
    const intent = ConfirmedIntent.parse(payload);
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    throw new Error(`The PaymentIntent is ${intent.status} after confirming`);
  }
  // A refused card (402), or a PaymentIntent that cannot be confirmed any more (400), as Stripe words it.
  const refused = StripeErrorBody.safeParse(payload);
  if (response.status < 500 && refused.success) {
    if (refused.data.error.payment_intent?.status === 'canceled') return { status: 'canceled' };
    return { status: 'failed', message: refused.data.error.message };
  }
  throw new Error(`Confirming the card answered ${response.status}`);
}
