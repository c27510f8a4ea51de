import { confirmInPage } from './confirm-in-page';
import type { PaymentFormProps } from './payment-form-props';
import { showPaymentFailedToast } from './payment-toasts';
import { StripeElementsForm } from './stripe-elements-form';

/** Stripe's Payment Element paying a PaymentIntent on this page (decision 040). */
export function StripePaymentForm({ publishableKey, clientSecret, payLabel, onSucceeded, onCanceled }: PaymentFormProps) {
  return (
    <StripeElementsForm
      publishableKey={publishableKey}
      clientSecret={clientSecret}
      submitLabel={payLabel}
      busyLabel="Processing payment…"
      onThrown={() => showPaymentFailedToast()}
      confirm={async (stripe, elements) => {
        const outcome = await confirmInPage(stripe, elements);
        if (outcome.status === 'canceled') {
          if (onCanceled) onCanceled();
          else showPaymentFailedToast();
          return;
        }
        if (outcome.status === 'failed') {
          showPaymentFailedToast(outcome.message);
          return;
        }
        await onSucceeded(outcome.paymentIntentId);
      }}
    />
  );
}
