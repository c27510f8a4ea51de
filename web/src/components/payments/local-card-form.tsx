import { Alert, Box, Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { LockIcon } from '../icons/line-icons';
import { confirmLocalCard } from './confirm-local-card';
import { formatCardNumber, formatExpiry, parseLocalCard, type LocalCardErrors, type LocalCardField, type LocalCardValues } from './local-card';
import type { PaymentFormProps } from './payment-form-props';
import { showPaymentFailedToast } from './payment-toasts';

/** Shown above the local form so nobody types a real card into a test system. */
export const TEST_CARD_NOTE = 'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future date, any CVC';

const fieldOrder: readonly LocalCardField[] = ['number', 'expiry', 'cvc'];

/**
 * The local stack's card form (ADR 008): plain, labelled fields that confirm the PaymentIntent
 * through the Stripe stub with Stripe's test cards, in place of Stripe's Payment Element.
 */
export function LocalCardForm({ publishableKey, clientSecret, paymentIntentId, payLabel, onSucceeded, onCanceled }: PaymentFormProps) {
  const id = useId();
  const [values, setValues] = useState<LocalCardValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<LocalCardErrors>({});
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<LocalCardField, HTMLInputElement | null>>>({});

  function register(name: LocalCardField, format: (value: string, previous: string) => string) {
    return {
      name,
      value: values[name],
      'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
      ref: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      onChange: (event: { target: { value: string } }) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: format(value, current[name]) }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = parseLocalCard(values, new Date());
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      const first = fieldOrder.find((name) => parsed.errors[name]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await confirmLocalCard({ publishableKey, clientSecret, paymentIntentId, card: parsed.card });
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
    <chakra.form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Card details">
      <Stack gap="5">
        <Alert.Root status="info" colorPalette="accent" variant="subtle" rounded="lg" fontSize="sm">
          <Alert.Indicator />
          <Alert.Description>{TEST_CARD_NOTE}</Alert.Description>
        </Alert.Root>
        <Field.Root required invalid={errors.number !== undefined} ids={{ errorText: `${id}-number-error` }}>
          <Field.Label>Card number</Field.Label>
          <Input
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            size="lg"
            fontVariantNumeric="tabular-nums"
            {...register('number', formatCardNumber)}
          />
          <Field.ErrorText>{errors.number}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={2} gap="4">
          <Field.Root required invalid={errors.expiry !== undefined} ids={{ errorText: `${id}-expiry-error` }}>
            <Field.Label>Expiry date (MM/YY)</Field.Label>
            <Input autoComplete="cc-exp" inputMode="numeric" placeholder="MM / YY" size="lg" {...register('expiry', formatExpiry)} />
            <Field.ErrorText>{errors.expiry}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={errors.cvc !== undefined} ids={{ errorText: `${id}-cvc-error` }}>
            <Field.Label>CVC</Field.Label>
            <Input
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder="123"
              maxLength={4}
              size="lg"
              {...register('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
            />
            <Field.ErrorText>{errors.cvc}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="brand" size="xl" w="full" loading={busy} loadingText="Processing payment…">
            <LockIcon boxSize="4" />
            {payLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
