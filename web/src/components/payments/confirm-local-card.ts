import '@sunward/shared/schemas/zod-setup';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import * as z from 'zod/mini';
import { type AskForAuthentication, authenticateLocally } from './local-authentication';
import type { LocalCard } from './local-card';

/** The local Stripe stub (ADR 008), on the site's own origin. Never deployed. */
const STRIPE_STUB_PATH = `${localStripePath}/v1`;

const ConfirmedIntent = z.object({
  id: z.string(),
  status: z.string(),
  payment_method: z.optional(z.nullable(z.string())),
  last_payment_error: z.optional(z.nullable(z.object({ message: z.optional(z.string()) }))),
  last_setup_error: z.optional(z.nullable(z.object({ message: z.optional(z.string()) }))),
});
const StripeErrorBody = z.object({
  error: z.object({
    message: z.string(),
    payment_intent: z.optional(z.object({ status: z.string() })),
    setup_intent: z.optional(z.object({ status: z.string() })),
  }),
});

/** A card typed into the local form, or one already saved (`pm_…`), as Stripe.js confirms with `payment_method`. */
export type LocalPaymentMethod = { card: LocalCard } | { paymentMethodId: string };

export type ConfirmLocalCardInput = {
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  /** Saves the card for later charges without the traveller, as Stripe.js's `setup_future_usage`. */
  setupFutureUsage?: 'off_session';
  /** How the cardholder is asked to authenticate when the bank wants it; a dialog by default. */
  askForAuthentication?: AskForAuthentication;
} & LocalPaymentMethod;

export type ConfirmOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'failed'; message: string }
  /** The server cancelled the PaymentIntent while the form was open (a lapsed hold, a newer payment). */
  | { status: 'canceled' };

export interface ConfirmLocalSetupInput {
  publishableKey: string;
  clientSecret: string;
  setupIntentId: string;
  card: LocalCard;
  askForAuthentication?: AskForAuthentication;
}

export type ConfirmSetupOutcome =
  | { status: 'succeeded'; setupIntentId: string; paymentMethodId: string }
  | { status: 'failed'; message: string }
  | { status: 'canceled' };

const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function methodFields(method: LocalPaymentMethod): Record<string, string> {
  if ('paymentMethodId' in method) return { payment_method: method.paymentMethodId };
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': method.card.number,
    'payment_method_data[card][exp_month]': String(method.card.expMonth),
    'payment_method_data[card][exp_year]': String(method.card.expYear),
    'payment_method_data[card][cvc]': method.card.cvc,
  };
}

type Answer = { ok: true; intent: z.infer<typeof ConfirmedIntent> } | { ok: false; message: string; status: string | undefined };

/** Posts a confirm to the stub; a refusal (402) or an intent that cannot be confirmed any more (400) is an answer, anything else throws. */
async function postConfirm(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(new URL(`${STRIPE_STUB_PATH}/${path}`, document.baseURI), {
    method: 'POST',
    credentials: 'omit',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const payload: unknown = await response.json();
  if (response.ok) return { ok: true, intent: ConfirmedIntent.parse(payload) };
  const refused = StripeErrorBody.safeParse(payload);
  if (response.status < 500 && refused.success) {
    const { error } = refused.data;
    return { ok: false, message: error.message, status: (error.payment_intent ?? error.setup_intent)?.status };
  }
  throw new Error(`Confirming the card answered ${response.status}`);
}

/**
 * Confirms a PaymentIntent with a test card (or a saved card) against the local Stripe stub, as
 * Stripe.js confirms against Stripe: the publishable key and the client secret authorize it. When
 * the bank wants the cardholder to authenticate (`requires_action`), they complete or fail it in a
 * dialog, as in Stripe.js's. Stripe's refusals are an outcome with Stripe's message; anything else
 * unexpected throws. This talks to the stub, not to our API, hence its own `fetch`.
 */
export async function confirmLocalCard(input: ConfirmLocalCardInput): Promise<ConfirmOutcome> {
  const { publishableKey, clientSecret, paymentIntentId } = input;
  const answer = await postConfirm(`payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
    key: publishableKey,
    client_secret: clientSecret,
    ...methodFields(input),
    ...(input.setupFutureUsage ? { setup_future_usage: input.setupFutureUsage } : {}),
  });
  if (!answer.ok) return answer.status === 'canceled' ? { status: 'canceled' } : { status: 'failed', message: answer.message };
  let intent = answer.intent;
  if (intent.status === 'requires_action') {
    intent = ConfirmedIntent.parse(
      await authenticateLocally({
        kind: 'payment_intents',
        id: paymentIntentId,
        publishableKey,
        clientSecret,
        what: 'This payment',
        ...(input.askForAuthentication ? { ask: input.askForAuthentication } : {}),
      }),
    );
    if (intent.status === 'requires_payment_method') return { status: 'failed', message: intent.last_payment_error?.message ?? AUTHENTICATION_FAILED };
  }
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
  if (intent.status === 'canceled') return { status: 'canceled' };
  throw new Error(`The PaymentIntent is ${intent.status} after confirming`);
}

/**
 * Confirms a SetupIntent with a test card against the local Stripe stub, as Stripe.js's
 * `confirmCardSetup`: the card is saved for later payments once the SetupIntent has succeeded,
 * after the authentication dialog when the bank asks for one.
 */
export async function confirmLocalSetup({ publishableKey, clientSecret, setupIntentId, card, askForAuthentication }: ConfirmLocalSetupInput): Promise<ConfirmSetupOutcome> {
  const answer = await postConfirm(`setup_intents/${encodeURIComponent(setupIntentId)}/confirm`, {
    key: publishableKey,
    client_secret: clientSecret,
    ...methodFields({ card }),
  });
  if (!answer.ok) return answer.status === 'canceled' ? { status: 'canceled' } : { status: 'failed', message: answer.message };
  let intent = answer.intent;
  if (intent.status === 'requires_action') {
    intent = ConfirmedIntent.parse(
      await authenticateLocally({
        kind: 'setup_intents',
        id: setupIntentId,
        publishableKey,
        clientSecret,
        what: 'Saving your card for automatic payments',
        ...(askForAuthentication ? { ask: askForAuthentication } : {}),
      }),
    );
    if (intent.status === 'requires_payment_method') return { status: 'failed', message: intent.last_setup_error?.message ?? AUTHENTICATION_FAILED };
  }
  if (intent.status === 'succeeded' && intent.payment_method) return { status: 'succeeded', setupIntentId: intent.id, paymentMethodId: intent.payment_method };
  if (intent.status === 'canceled') return { status: 'canceled' };
  throw new Error(`The SetupIntent is ${intent.status} after confirming`);
}
