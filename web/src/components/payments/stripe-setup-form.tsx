import { showErrorToast } from '../feedback/toaster';
import { CARD_NOT_SAVED_FALLBACK, CARD_NOT_SAVED_TITLE, type SetupFormProps } from './setup-form-props';
import { StripeElementsForm } from './stripe-elements-form';

function showCardNotSaved(message?: string) {
  showErrorToast({ title: CARD_NOT_SAVED_TITLE, description: message || CARD_NOT_SAVED_FALLBACK });
}

/**
 * Stripe's Payment Element saving a card for automatic payments: the SetupIntent is confirmed on
 * this page (`confirmSetup`, no redirect, as the deposit is: decision 040), Stripe asking the bank
 * for authentication in its own frame when the bank wants it.
 */
export function StripeSetupForm({ publishableKey, clientSecret, submitLabel, onSucceeded }: SetupFormProps) {
  return (
    <StripeElementsForm
      publishableKey={publishableKey}
      clientSecret={clientSecret}
      submitLabel={submitLabel}
      busyLabel="Saving your card…"
      onThrown={() => showCardNotSaved()}
      confirm={async (stripe, elements) => {
        const result = await stripe.confirmSetup({ elements, redirect: 'if_required' });
        if (result.error) showCardNotSaved(result.error.message);
        else if (result.setupIntent.status !== 'succeeded') showCardNotSaved();
        else await onSucceeded(result.setupIntent.id);
      }}
    />
  );
}
