import { localStripeKeys } from '@sunward/emulators/stripe-stub';
import { inject } from 'vitest';

/** A card as the browser's form sends it: Stripe's test numbers, or one of its test PaymentMethods. */
export type SetupCard = '4242 4242 4242 4242' | '4000 0000 0000 0341' | { paymentMethod: 'pm_card_visa' };

/** Confirms a SetupIntent the way the browser does (Stripe.js `confirmCardSetup`): publishable key, client secret, card. */
export async function confirmSetupAsBrowser(setupIntentId: string, clientSecret: string, card: SetupCard, expiry?: { month: number; year: number }) {
  const form = new URLSearchParams({ key: localStripeKeys.publishableKey, client_secret: clientSecret });
  if (typeof card === 'string') {
    form.set('payment_method_data[type]', 'card');
    form.set('payment_method_data[card][number]', card);
    form.set('payment_method_data[card][exp_month]', String(expiry?.month ?? 12));
    form.set('payment_method_data[card][exp_year]', String(expiry?.year ?? new Date().getUTCFullYear() + 2));
    form.set('payment_method_data[card][cvc]', '123');
  } else {
    form.set('payment_method', card.paymentMethod);
  }
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A Stripe object as the stub holds it, read with the secret key as Stripe's API allows. */
export async function stripeObject(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/${path}`, { headers: { authorization: `Bearer ${localStripeKeys.secretKey}` } });
  return (await response.json()) as Record<string, unknown>;
}

/** The card networks renew a saved card, as Stripe's card updater does: the stub's test control, which sends `payment_method.automatically_updated`. */
export async function updateCardAsTheNetwork(paymentMethodId: string, card: { exp_month: string; exp_year: string; last4?: string }) {
  const response = await fetch(`${inject('stripeBaseUrl')}/test/payment_methods/${paymentMethodId}/update_card`, {
    method: 'POST',
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
