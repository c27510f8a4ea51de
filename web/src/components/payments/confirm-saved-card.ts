import type { PaymentForm } from '@sunward/shared/schemas/runtime-config';
import { type ConfirmOutcome, confirmLocalCard } from './confirm-local-card';

export interface ConfirmSavedCardInput {
  /** Which card form this environment uses (`GET /api/config`): Stripe.js, or the local stub. */
  form: PaymentForm;
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  /** The saved card the PaymentIntent was made with. */
  paymentMethodId: string;
}

/**
 * Confirms a PaymentIntent made with a saved card that needs the traveller's authentication, on
 * this page: Stripe.js on a deployed site, the Stripe stub and its local authentication page here.
 */
export async function confirmSavedCard({ form, publishableKey, clientSecret, paymentIntentId, paymentMethodId }: ConfirmSavedCardInput): Promise<ConfirmOutcome> {
  // Saved again for the next charges, as Stripe documents for recovering an off-session payment.
  if (form === 'local-test-card') return confirmLocalCard({ publishableKey, clientSecret, paymentIntentId, paymentMethodId, setupFutureUsage: 'off_session' });
  const { confirmSavedCardWithStripe } = await import('./stripe-saved-card');
  return confirmSavedCardWithStripe({ publishableKey, clientSecret, paymentMethodId });
}
