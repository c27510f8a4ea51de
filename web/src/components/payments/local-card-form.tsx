import { Alert, Box, Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { LockIcon } from '../icons/line-icons';
import { confirmLocalCard } from './confirm-local-card';
import {
  formatCardNumber,
  formatExpiry,
  parseLocalCard,
  type LocalCard,
  type LocalCardErrors,
  type LocalCardField,
  type LocalCardValues,
} from './local-card';
import type { PaymentFormProps } from './payment-form-props';
import { showPaymentFailedToast } from './payment-toasts';

/** Shown above the local form so nobody types a real card into a test system. */
export const TEST_CARD_NOTE = 'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future date, any CVC';

const fieldOrder: readonly LocalCardField[] = ['number', 'expiry', 'cvc'];

/** What confirming the typed card came to: the intent's id once it succeeded, Stripe's refusal, or an intent cancelled meanwhile. */
export type LocalCardOutcome = { status: 'succeeded'; id: string } | { status: 'failed'; message: string } | { status: 'canceled' };

/**
 * The local stack's card form (ADR 008): plain, labelled fields that confirm the PaymentIntent
 * through the Stripe stub with Stripe's test cards, in place of Stripe's Payment Element.
 */
export function LocalCardForm({ publishableKey, clientSecret, paymentIntentId, payLabel, onSucceeded, onCanceled }: PaymentFormProps) {
  return (
    <LocalCardFields
      note={TEST_CARD_NOTE}
      submitLabel={payLabel}
      busyLabel="Processing payment…"
      confirm={async (card) => {
        const outcome = await confirmLocalCard({ publishableKey, clientSecret, paymentIntentId, card });
        return outcome.status === 'succeeded' ? { status: 'succeeded', id: outcome.paymentIntentId } : outcome;
      }}
      onSucceeded={onSucceeded}
      onCanceled={onCanceled}
      onFailed={showPaymentFailedToast}
    />
  );
}

export interface LocalCardFieldsProps {
  /** Which test cards to use, above the fields. */
  note: string;
  submitLabel: string;
  busyLabel: string;
  /** Confirms the intent with the typed card against the Stripe stub. */
  confirm: (card: LocalCard) => Promise<LocalCardOutcome>;
  /** Called once with the intent's id when it has succeeded. */
  onSucceeded: (id: string) => Promise<void>;
  /** The intent was cancelled while the form was open; without it, a failure. */
  onCanceled?: (() => void) | undefined;
  /** Stripe's refusal (its message), or none when confirming threw. */
  onFailed: (message?: string) => void;
}

/**
 * The test-card fields and their checks, confirming whatever intent `confirm` names: the deposit
 * and balance payments' PaymentIntents, and the SetupIntents that save a card for automatic payments.
 */
export function LocalCardFields({ note, submitLabel, busyLabel, confirm, onSucceeded, onCanceled, onFailed }: LocalCardFieldsProps) {
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
      const outcome = await confirm(parsed.card);
      if (outcome.status === 'canceled') {
        if (onCanceled) onCanceled();
        else onFailed();
        return;
      }
      if (outcome.status === 'failed') {
        onFailed(outcome.message);
        return;
      }
      await onSucceeded(outcome.id);
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Card details">
      <Stack gap="5">
        <Alert.Root status="info" colorPalette="accent" variant="subtle" rounded="lg" fontSize="sm">
          <Alert.Indicator />
          <Alert.Description>{note}</Alert.Description>
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
        {/* On a phone the expiry's label takes two lines: the fields line up at the bottom all the same. */}
        <SimpleGrid columns={2} gap="4" alignItems="end">
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
          <Button type="submit" colorPalette="brand" size="xl" w="full" loading={busy} loadingText={busyLabel}>
            <LockIcon boxSize="4" />
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
