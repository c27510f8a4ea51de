import type { ConfirmOutcome } from './confirm-local-card';
import { stripeFor } from './stripe-elements-form';

/**
 * Confirms, with Stripe.js, a PaymentIntent the site made off-session with a saved card that the
 * bank asked to authenticate (Stripe's documented recovery for `authentication_required`): the same
 * card, authenticated by the traveller now, and saved again for the next automatic payments. In a
 * module of its own, so Stripe.js loads only on a deployed site and only when asked.
 */
export async function confirmSavedCardWithStripe(input: {
  publishableKey: string;
  clientSecret: string;
  paymentMethodId: string;
}): Promise<ConfirmOutcome> {
  const stripe = await stripeFor(input.publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const result = await stripe.confirmCardPayment(input.clientSecret, {
    payment_method: input.paymentMethodId,
    setup_future_usage: 'off_session',
  });
  if (result.error?.payment_intent?.status === 'canceled') return { status: 'canceled' };
  if (result.error) return { status: 'failed', message: result.error.message ?? '' };
  if (result.paymentIntent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: result.paymentIntent.id };
  return { status: 'failed', message: '' };
}
