import { Box, Button, Stack, chakra, useChakraContext } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe, StripeElements } from '@stripe/stripe-js';
// `pure` adds no script tag on import: Stripe.js loads when `loadStripe` is first called.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { LockIcon } from '../icons/line-icons';
import { showPaymentLoadingToast } from './payment-toasts';

/**
 * Stripe's Payment Element in a form of the site's own, for paying (`stripe-payment-form`) and for
 * saving a card (`stripe-setup-form`). Imported lazily and only when `GET /api/config` answers
 * `payment-element`, so Stripe.js is downloaded on a deployed site's payment steps and nowhere
 * else. It needs js.stripe.com, so it is not exercised offline (ADR 008).
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
function useStripeAppearance(): Appearance {
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

interface StripeElementsFormProps {
  publishableKey: string;
  /** The PaymentIntent's or SetupIntent's client secret. */
  clientSecret: string;
  submitLabel: string;
  /** The submit button's text while Stripe confirms, e.g. "Processing payment…". */
  busyLabel: string;
  /** Confirms the intent with Stripe and acts on its outcome. */
  confirm: (stripe: Stripe, elements: StripeElements) => Promise<void>;
  /** Shows the failure when `confirm` throws (Stripe.js or the network failed). */
  onThrown: () => void;
}

export function StripeElementsForm({ publishableKey, clientSecret, ...form }: StripeElementsFormProps) {
  const appearance = useStripeAppearance();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance }}>
      <ElementsForm {...form} />
    </Elements>
  );
}

function ElementsForm({
  submitLabel,
  busyLabel,
  confirm,
  onThrown,
}: Omit<StripeElementsFormProps, 'publishableKey' | 'clientSecret'>) {
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
      await confirm(stripe, elements);
    } catch {
      onThrown();
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
        <Button type="submit" colorPalette="brand" size="xl" w="full" loading={busy} loadingText={busyLabel}>
          <LockIcon boxSize="4" />
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}
