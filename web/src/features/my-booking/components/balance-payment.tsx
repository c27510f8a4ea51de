import { Alert, Box, Button, Field, Flex, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { type Cents, centsToDollars, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { showErrorToast, showSuccessToast } from '../../../components/feedback/toaster';
import { LockIcon } from '../../../components/icons/line-icons';
import { CardPayment } from '../../../components/payments/card-payment';
import { useCreateBalancePaymentIntent } from '../api/create-balance-payment-intent';
import { useRecordAdditionalPayment } from '../api/record-additional-payment';
import { parseBalanceAmount } from '../balance-amount';

type Step = { name: 'amount' } | { name: 'card'; amount: Cents; intent: CreatePaymentIntentResponse };

export interface BalancePaymentProps {
  booking: Booking;
  balanceDue: Cents;
  /** 'Cancel' or 'Cancel Payment': back to the booking. */
  onCancel: () => void;
  /** After the card payment succeeded (and was recorded, or the traveller was told to refresh). */
  onPaid: (amount: Cents) => void;
}

/**
 * Spec §4, 'Make a Payment': the amount (spec §5), then the card form this environment uses,
 * then the payment recorded on the booking and the list reloaded.
 */
export function BalancePayment({ booking, balanceDue, onCancel, onPaid }: BalancePaymentProps) {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const createIntent = useCreateBalancePaymentIntent();
  const record = useRecordAdditionalPayment();

  useEffect(() => {
    if (step.name === 'amount') amountInput.current?.focus();
    else heading.current?.focus();
  }, [step.name]);

  function handleAmount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createIntent.isPending) return;
    const parsed = parseBalanceAmount(typed, balanceDue);
    if ('refusal' in parsed) {
      setError(parsed.refusal.description ?? parsed.refusal.title);
      showErrorToast(parsed.refusal);
      amountInput.current?.focus();
      return;
    }
    setError(null);
    createIntent.mutate(
      { bookingId: booking.id, amount: parsed.amount },
      {
        onSuccess: (intent) => setStep({ name: 'card', amount: parsed.amount, intent }),
        onError: () => showErrorToast({ title: 'Error', description: 'Failed to initialize payment. Please try again.' }),
      },
    );
  }

  async function handleSucceeded(amount: Cents, paymentIntentId: string) {
    try {
      await record.mutateAsync({ bookingId: booking.id, paymentIntentId, amount });
      showSuccessToast({ title: 'Payment Successful', description: `Your payment of ${formatUsd(amount)} has been received.` });
    } catch {
      // Stripe's webhook records the payment too; the balance catches up on its own.
      showSuccessToast({ title: 'Payment Processed', description: 'Your payment was successful. Please refresh to see updated balance.' });
    }
    onPaid(amount);
  }

  return (
    <Box borderWidth="1px" borderColor="brand.muted" bg="brand.subtle/40" rounded="xl" p={{ base: '3.5', md: '6' }}>
      {step.name === 'amount' ? (
        <form onSubmit={handleAmount} noValidate aria-labelledby={`${id}-title`}>
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h4" id={`${id}-title`} fontSize="lg">
                Make a Payment
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Pay any amount from $1 up to your balance of {formatUsd(balanceDue)}.
              </Text>
            </Stack>
            <Field.Root required invalid={error !== null} ids={{ errorText: `${id}-amount-error` }}>
              <Field.Label>Payment amount (USD)</Field.Label>
              <InputGroup startElement="$">
                <Input
                  ref={amountInput}
                  name="amount"
                  aria-describedby={error ? `${id}-amount-error` : undefined}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={1}
                  max={centsToDollars(balanceDue)}
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setError(null);
                  }}
                  size="lg"
                  bg="bg.panel"
                  fontVariantNumeric="tabular-nums"
                />
              </InputGroup>
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Flex gap="3" direction={{ base: 'column', sm: 'row-reverse' }} justify="start">
              <Button type="submit" colorPalette="brand" size="lg" loading={createIntent.isPending} loadingText="Preparing payment…">
                Continue to Payment
              </Button>
              <Button type="button" variant="outline" colorPalette="gray" size="lg" bg="bg.panel" onClick={onCancel}>
                Cancel
              </Button>
            </Flex>
          </Stack>
        </form>
      ) : (
        <Stack gap="5">
          <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
            <Heading as="h4" ref={heading} tabIndex={-1} fontSize="lg" _focusVisible={{ outline: 'none' }}>
              Card payment
            </Heading>
            <Text fontFamily="heading" fontSize="2xl" fontWeight="600" color="brand.fg" fontVariantNumeric="tabular-nums">
              {formatUsd(step.amount)}
            </Text>
          </Flex>
          <CardPayment
            clientSecret={step.intent.clientSecret}
            paymentIntentId={step.intent.paymentIntentId}
            payLabel={`Pay ${formatUsd(step.amount)}`}
            onSucceeded={(paymentIntentId) => handleSucceeded(step.amount, paymentIntentId)}
          />
          <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
            <Button variant="outline" colorPalette="gray" size="sm" bg="bg.panel" onClick={onCancel} disabled={record.isPending}>
              Cancel Payment
            </Button>
            <Flex gap="1.5" align="center" fontSize="xs" color="fg.muted">
              <LockIcon boxSize="3.5" />
              <Text>Secure card payment processed by Stripe</Text>
            </Flex>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}

/** After a balance payment: what was paid, and a way back to the booking. */
export function BalancePaid({ amount, onDone }: { amount: Cents; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="success" rounded="lg" alignItems="center" _focusVisible={{ outline: 'none' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Payment received</Alert.Title>
        <Alert.Description>Thank you! {formatUsd(amount)} has been added to your booking.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="green" bg="bg.panel" onClick={onDone}>
        Done
      </Button>
    </Alert.Root>
  );
}
