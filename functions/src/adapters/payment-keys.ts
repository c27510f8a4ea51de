import * as z from 'zod/mini';
import { readPaymentsSettings } from '../settings/payments';
import { secretString } from './secret-value';

/**
 * The Stripe secret key and webhook secret, apart from Stripe's SDK. They come from Secrets Manager
 * (`STRIPE_SECRET_NAME`) in AWS, or from the environment locally (ADR 008). The publishable key is
 * not among them: it is public, and reaches the browser through `services/runtime-config.ts`.
 */
const settings = readPaymentsSettings();

const key = z.string().check(z.minLength(1));
// A secret that still holds `publishableKey` parses too; the key is no longer read from it.
const StripeKeys = z.object({ secretKey: key, webhookSecret: key });
export type StripeKeys = z.infer<typeof StripeKeys>;

/** The current keys; a rotated key is picked up within five minutes, without a deploy. */
export async function stripeKeys(): Promise<StripeKeys> {
  if (settings.STRIPE_SECRET_NAME) {
    return StripeKeys.parse(JSON.parse(await secretString(settings.STRIPE_SECRET_NAME)));
  }
  return StripeKeys.parse({
    secretKey: settings.STRIPE_SECRET_KEY,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
  });
}

/** Where the SDK sends its requests: the local Stripe stub, or Stripe itself when unset. */
export const stripeApiBaseUrl = settings.STRIPE_API_BASE_URL;
