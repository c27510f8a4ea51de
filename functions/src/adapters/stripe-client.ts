import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import Stripe from 'stripe';
import { timeBudget } from '../settings/time-budget';
import { stripeApiBaseUrl, stripeKeys, type StripeKeys } from './payment-keys';

/**
 * Stripe's SDK, in AWS and on a laptop alike, for the payment adapters (`payments.ts`,
 * `saved-cards.ts`, `payment-events.ts`). Locally `STRIPE_API_BASE_URL` points it at the Stripe
 * stub (ADR 008); in AWS it is unset and the SDK talks to Stripe.
 */

/**
 * Every call asks for this version, so the shapes read here cannot change under us when Stripe or
 * the account's default moves on (decision 035). Typed as the SDK's own version: an SDK built for
 * another version does not compile until the pin, the webhook endpoint's version and the stub move
 * together.
 */
const apiVersion: Stripe.LatestApiVersion = stripeApiVersion;

/** The SDK's host settings for a base URL such as `http://127.0.0.1:3000/_local/stripe`. */
function sdkHostSettings(baseUrl: string): Stripe.StripeConfig {
  const url = new URL(baseUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  const nodeClient = Stripe.createNodeHttpClient();
  // The SDK always requests `/v1/...`; the stub lives below a path prefix on the local server.
  const prefixedClient: Stripe.HttpClient = Object.assign(Object.create(nodeClient) as Stripe.HttpClient, {
    makeRequest: (host: string, port: string, path: string, ...rest: [string, Record<string, string>, string, string, number]) =>
      nodeClient.makeRequest(host, port, `${prefix}${path}`, ...rest),
  });
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? '443' : '80'),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient: prefixedClient,
  };
}

let client: { secretKey: string; stripe: Stripe } | undefined;

/** The SDK for the current secret key, made again only when the key was rotated. */
export async function stripeClient(): Promise<{ stripe: Stripe; keys: StripeKeys }> {
  const keys = await stripeKeys();
  if (client?.secretKey !== keys.secretKey) {
    const stripe = new Stripe(keys.secretKey, {
      apiVersion,
      maxNetworkRetries: timeBudget.stripe.maxAttempts - 1,
      timeout: timeBudget.stripe.attemptTimeoutMs,
      ...(stripeApiBaseUrl ? sdkHostSettings(stripeApiBaseUrl) : {}),
    });
    client = { secretKey: keys.secretKey, stripe };
  }
  return { stripe: client.stripe, keys };
}

/** Stripe's answer for an id it does not know. */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** The id of a field Stripe answers either as an id or, when expanded, as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}
