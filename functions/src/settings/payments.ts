import { PaymentForm } from '@sunward/shared/schemas/runtime-config';
import * as z from 'zod/mini';
import { readSettings } from './read-settings';

const optionalText = z.optional(z.string().check(z.minLength(1)));

/**
 * What the payments adapter needs. In AWS only `STRIPE_SECRET_NAME` is set (the keys live in
 * Secrets Manager); the local stack sets the three keys and the stub's base URL instead (ADR 008).
 */
export const PaymentsSettings = z
  .object({
    STRIPE_SECRET_NAME: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE_URL: z.optional(z.url()),
    /** Which card form the browser shows; only the local stack sets `local-test-card`. */
    PAYMENT_FORM: z._default(PaymentForm, 'payment-element'),
  })
  .check(
    z.refine(
      (env) =>
        env.STRIPE_SECRET_NAME !== undefined ||
        (env.STRIPE_SECRET_KEY !== undefined && env.STRIPE_PUBLISHABLE_KEY !== undefined && env.STRIPE_WEBHOOK_SECRET !== undefined),
      { message: 'Set STRIPE_SECRET_NAME, or all three Stripe keys', path: ['STRIPE_SECRET_NAME'] },
    ),
  );
/** The one variable CDK gives a function that talks to Stripe. */
export type DeployedPaymentsVariables = Required<Pick<z.input<typeof PaymentsSettings>, 'STRIPE_SECRET_NAME'>>;

export const readPaymentsSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('payments', PaymentsSettings, env);
