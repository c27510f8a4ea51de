import { PaymentForm } from '@sunward/shared/schemas/runtime-config';
import * as z from 'zod/mini';
import { readSettings } from './read-settings';

const optionalText = z.optional(z.string().check(z.minLength(1)));

/**
 * What the payments adapter needs to call Stripe. In AWS only `STRIPE_SECRET_NAME` is set (the
 * secret key and webhook secret live in Secrets Manager); the local stack sets the keys and the
 * stub's base URL instead (ADR 008).
 */
export const PaymentsSettings = z
  .object({
    STRIPE_SECRET_NAME: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE_URL: z.optional(z.url()),
  })
  .check(
    z.refine(
      (env) => env.STRIPE_SECRET_NAME !== undefined || (env.STRIPE_SECRET_KEY !== undefined && env.STRIPE_WEBHOOK_SECRET !== undefined),
      { message: 'Set STRIPE_SECRET_NAME, or both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET', path: ['STRIPE_SECRET_NAME'] },
    ),
  );
/** The one variable CDK gives a function that talks to Stripe. */
export type DeployedPaymentsVariables = Required<Pick<z.input<typeof PaymentsSettings>, 'STRIPE_SECRET_NAME'>>;

export const readPaymentsSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('payments', PaymentsSettings, env);

/**
 * What the browser is told about payments. The publishable key is public by Stripe's design, so it
 * is a plain variable: the function that hands it out needs no access to the secret key.
 */
export const BrowserPaymentSettings = z.object({
  STRIPE_PUBLISHABLE_KEY: z.string().check(z.minLength(1)),
  /** Which card form the browser shows; only the local stack sets `local-test-card`. */
  PAYMENT_FORM: z._default(PaymentForm, 'payment-element'),
});
/** The variable CDK gives the function that tells the browser its payment settings. */
export type DeployedBrowserPaymentVariables = Pick<z.input<typeof BrowserPaymentSettings>, 'STRIPE_PUBLISHABLE_KEY'>;

export const readBrowserPaymentSettings = (env: NodeJS.ProcessEnv = process.env) =>
  readSettings('browser payments', BrowserPaymentSettings, env);
