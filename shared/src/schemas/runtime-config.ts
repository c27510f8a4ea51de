import './zod-setup';
import * as z from 'zod/mini';

/**
 * Settings the browser learns at run time rather than build time, so one build serves every
 * environment. `payment-element` is Stripe's form; `local-test-card` is the local stack's form
 * that confirms through the Stripe stub.
 */
export const PaymentForm = z.enum(['payment-element', 'local-test-card']);
export type PaymentForm = z.infer<typeof PaymentForm>;

export const RuntimeConfig = z.object({
  payments: z.object({
    form: PaymentForm,
    /** Stripe's publishable key: the only Stripe key the browser ever sees. */
    publishableKey: z.string().check(z.minLength(1)),
  }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
