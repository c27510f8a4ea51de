import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { showErrorToast } from '../feedback/toaster';
import { LockIcon } from '../icons/line-icons';
import { showPaymentLoadingToast } from './payment-toasts';
import { CARD_NOT_SAVED_FALLBACK, CARD_NOT_SAVED_TITLE, type SetupFormProps } from './setup-form-props';
import { stripeFor, useStripeAppearance } from './stripe-payment-form';

/**
 * Stripe's Payment Element saving a card for automatic payments: the SetupIntent is confirmed on
 * this page (`confirmSetup`, no redirect, as the deposit is: decision 040), Stripe asking the bank
 * for authentication in its own frame when the bank wants it. Loaded only on a deployed site.
 */
function SetupElementForm({ submitLabel, onSucceeded }: SetupFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!stripe || !elements || !ready) {
      showPaymentLoadingToast();
      return;
    }
    setBusy(true);
    try {
      const result = await stripe.confirmSetup({ elements, redirect: 'if_required' });
      if (result.error) {
        showErrorToast({ title: CARD_NOT_SAVED_TITLE, description: result.error.message || CARD_NOT_SAVED_FALLBACK });
        return;
      }
      if (result.setupIntent.status !== 'succeeded') {
        showErrorToast({ title: CARD_NOT_SAVED_TITLE, description: CARD_NOT_SAVED_FALLBACK });
        return;
      }
      await onSucceeded(result.setupIntent.id);
    } catch {
      showErrorToast({ title: CARD_NOT_SAVED_TITLE, description: CARD_NOT_SAVED_FALLBACK });
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} aria-label="Card details">
      <Stack gap="5">
        <Box minH="48">
          <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
        </Box>
        <Button type="submit" colorPalette="brand" size="xl" w="full" loading={busy} loadingText="Saving your card…">
          <LockIcon boxSize="4" />
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}

export function StripeSetupForm(props: SetupFormProps) {
  const appearance = useStripeAppearance();
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret, appearance }}>
      <SetupElementForm {...props} />
    </Elements>
  );
}
