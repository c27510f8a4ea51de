import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import type { PaymentForm } from '@sunward/shared/schemas/runtime-config';
import * as z from 'zod/mini';
import { readPaymentsSettings } from '../settings/payments';
import { awsClientSettings, timeBudget } from '../settings/time-budget';

/**
 * The Stripe keys, apart from Stripe's SDK, so that a function which only shows the browser its
 * publishable key does not load the SDK. Keys come from Secrets Manager (`STRIPE_SECRET_NAME`) in
 * AWS, or from the environment locally (ADR 008).
 */
const settings = readPaymentsSettings();

const key = z.string().check(z.minLength(1));
const StripeKeys = z.object({ secretKey: key, publishableKey: key, webhookSecret: key });
export type StripeKeys = z.infer<typeof StripeKeys>;

const secrets = settings.STRIPE_SECRET_NAME
  ? new SecretsProvider({ clientConfig: awsClientSettings(timeBudget.secrets) })
  : undefined;

/** The current keys. Powertools caches the secret for five minutes, so a rotated key is picked up without a deploy. */
export async function stripeKeys(): Promise<StripeKeys> {
  if (secrets && settings.STRIPE_SECRET_NAME) {
    return StripeKeys.parse(await secrets.get(settings.STRIPE_SECRET_NAME, { transform: 'json', maxAge: 300 }));
  }
  return StripeKeys.parse({
    secretKey: settings.STRIPE_SECRET_KEY,
    publishableKey: settings.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
  });
}

/** Where the SDK sends its requests: the local Stripe stub, or Stripe itself when unset. */
export const stripeApiBaseUrl = settings.STRIPE_API_BASE_URL;

/** What the browser needs to take a card: which form, and the key it may see. */
export async function browserPaymentSettings(): Promise<{ form: PaymentForm; publishableKey: string }> {
  return { form: settings.PAYMENT_FORM, publishableKey: (await stripeKeys()).publishableKey };
}
