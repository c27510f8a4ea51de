import { Box, Button, Stack, chakra, useChakraContext } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
// `pure` adds no script tag on import: Stripe.js loads when `loadStripe` is first called.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { LockIcon } from '../icons/line-icons';
import { confirmInPage } from './confirm-in-page';
import type { PaymentFormProps } from './payment-form-props';
import { showPaymentFailedToast, showPaymentLoadingToast } from './payment-toasts';

/**
 * Stripe's Payment Element. This module is imported lazily and only when `GET /api/config`
 * answers `payment-element`, so Stripe.js is downloaded on the payment step of a deployed site
 * and nowhere else. It needs js.stripe.com, so it is not exercised offline (ADR 008).
 */

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key for the page's lifetime, as Stripe asks. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** The Payment Element in the site's colours; Stripe draws it in its own frame, so it needs the values. */
export function useStripeAppearance(): Appearance {
  const { token } = useChakraContext();
  return useMemo(
    () => ({
      theme: 'stripe',
      variables: {
        colorPrimary: token('colors.ocean.600'),
        colorText: token('colors.ink.900'),
        colorDanger: token('colors.red.600'),
        borderRadius: token('radii.md'),
        fontFamily: token('fonts.body'),
      },
    }),
    [token],
  );
}

function PaymentElementForm({ payLabel, onSucceeded, onCanceled }: PaymentFormProps) {
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
    } catch {
      showPaymentFailedToast();
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
        <Button type="submit" colorPalette="brand" size="xl" w="full" loading={busy} loadingText="Processing payment…">
          <LockIcon boxSize="4" />
          {payLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}

export function StripePaymentForm(props: PaymentFormProps) {
  const appearance = useStripeAppearance();
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret, appearance }}>
      <PaymentElementForm {...props} />
    </Elements>
  );
}
