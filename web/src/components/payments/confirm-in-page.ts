import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { ConfirmOutcome } from './confirm-local-card';

/**
 * Confirms the Payment Element's PaymentIntent on this page. No `return_url` is given and the
 * browser is never sent away: Stripe.js would add the client secret (and we the booking) to that
 * address, and addresses end up in logs and browser history. `redirect: 'if_required'` with
 * PaymentIntents that allow no redirects (`automatic_payment_methods.allow_redirects: 'never'`)
 * means confirming always answers here, with the outcome.
 */
export async function confirmInPage(stripe: Pick<Stripe, 'confirmPayment'>, elements: StripeElements): Promise<ConfirmOutcome> {
  const result = await stripe.confirmPayment({ elements, redirect: 'if_required' });
  if (result.error?.payment_intent?.status === 'canceled') return { status: 'canceled' };
  if (result.error) return { status: 'failed', message: result.error.message ?? '' };
  if (result.paymentIntent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: result.paymentIntent.id };
  return { status: 'failed', message: '' };
}
