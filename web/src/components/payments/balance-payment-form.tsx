import { Box, Button, Field, Flex, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { type Cents, centsToDollars, formatUsd } from '@sunward/shared/money';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../feedback/toaster';
import { parseBalanceAmount } from './balance-amount';
import { PaymentFormLoading } from './payment-form-loading';
import { SecurePaymentNote } from './secure-payment-note';

/*
 * The card form, with the runtime settings and the route table it reads, loads only once the
 * traveller has chosen an amount: a pay link opened on a phone shows its amount form first.
 */
const loadCardPayment = () => import('./card-payment');
const CardPayment = lazy(() => loadCardPayment().then(({ CardPayment }) => ({ default: CardPayment })));

type Step = { name: 'amount' } | { name: 'card'; amount: Cents; intent: CreatePaymentIntentResponse };

const fallbackRefusal = 'Failed to initialize payment. Please try again.';

/** The server's own reason for refusing a call (`{ message }`), else the generic line. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.errorBody()?.message ?? fallback) : fallback;
}

export interface BalancePaymentFormProps {
  balanceDue: Cents;
  /** What the amount field starts with: the whole balance on the pay link's page, empty in My booking. */
  initialAmount?: Cents;
  /** Asks the server for a balance PaymentIntent of `amount` cents. */
  startPayment: (amount: Cents) => Promise<CreatePaymentIntentResponse>;
  /** Tells the server which PaymentIntent succeeded; a rejection leaves it to Stripe's webhook. */
  recordPayment: (amount: Cents, paymentIntentId: string) => Promise<unknown>;
  /** 'Cancel' or 'Cancel Payment'; without it there is no way back (the pay link's page). */
  onCancel?: () => void;
  /** After the card payment succeeded (and was recorded, or the traveller was told to refresh). */
  onPaid: (amount: Cents) => void;
  /** When the server refused to count a payment the card made (its reason was shown): the booking changed meanwhile. */
  onRefused?: () => void;
}

/**
 * Paying part or all of a balance (spec §4, 'Make a Payment'): the amount (spec §5), then the card
 * form this environment uses, then the payment recorded. My booking and the pay link's page both
 * pay through it, each with its own calls. A refusal shows the server's own message.
 */
export function BalancePaymentForm({ balanceDue, initialAmount, startPayment, recordPayment, onCancel, onPaid, onRefused }: BalancePaymentFormProps) {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const [typed, setTyped] = useState(initialAmount === undefined ? '' : String(centsToDollars(initialAmount)));
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [recording, setRecording] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const movedFocus = useRef(false);

  useEffect(() => {
    // The first render leaves focus where the page put it; each later step takes it.
    if (!movedFocus.current) {
      movedFocus.current = true;
      if (initialAmount !== undefined) return;
    }
    if (step.name === 'amount') amountInput.current?.focus();
    else heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves when the step changes, not when the amount typed does
  }, [step.name]);

  async function handleAmount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (starting) return;
    const parsed = parseBalanceAmount(typed, balanceDue);
    if ('refusal' in parsed) {
      setError(parsed.refusal.description ?? parsed.refusal.title);
      showErrorToast(parsed.refusal);
      amountInput.current?.focus();
      return;
    }
    setError(null);
    setStarting(true);
    // Fetched beside the PaymentIntent, so the card form is there when it is.
    void loadCardPayment();
    try {
      const intent = await startPayment(parsed.amount);
      setStep({ name: 'card', amount: parsed.amount, intent });
    } catch (failure) {
      const message = refusalMessage(failure, fallbackRefusal);
      setError(message);
      showErrorToast({ title: 'Payment not started', description: message });
    } finally {
      setStarting(false);
    }
  }

  async function handleSucceeded(amount: Cents, paymentIntentId: string) {
    setRecording(true);
    let refusedWith: string | undefined;
    try {
      await recordPayment(amount, paymentIntentId);
      showSuccessToast({ title: 'Payment Successful', description: `Your payment of ${formatUsd(amount)} has been received.` });
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.status < 500 ? failure.errorBody()?.message : undefined;
      if (refused) {
        // The server's reason (a booking released meanwhile: the money goes back) is the traveller's to read.
        refusedWith = refused;
        showErrorToast({ title: 'Payment not applied', description: refused });
      } else {
        // Stripe's webhook records the payment too; the balance catches up on its own.
        showSuccessToast({ title: 'Payment Processed', description: 'Your payment was successful. Please refresh to see updated balance.' });
      }
    } finally {
      setRecording(false);
    }
    if (refusedWith === undefined) onPaid(amount);
    else (onRefused ?? onCancel)?.();
  }

  return (
    <Box borderWidth="1px" borderColor="brand.muted" bg="brand.subtle/40" rounded="xl" p={{ base: '3.5', md: '6' }}>
      {step.name === 'amount' ? (
        <form onSubmit={(event) => void handleAmount(event)} noValidate aria-labelledby={`${id}-title`}>
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
              <Button type="submit" colorPalette="brand" size="lg" loading={starting} loadingText="Preparing payment…">
                Continue to Payment
              </Button>
              {onCancel && (
                <Button type="button" variant="outline" colorPalette="gray" size="lg" bg="bg.panel" onClick={onCancel}>
                  Cancel
                </Button>
              )}
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
          <Suspense fallback={<PaymentFormLoading payLabel={`Pay ${formatUsd(step.amount)}`} />}>
            <CardPayment
              clientSecret={step.intent.clientSecret}
              paymentIntentId={step.intent.paymentIntentId}
              payLabel={`Pay ${formatUsd(step.amount)}`}
              onSucceeded={(paymentIntentId) => handleSucceeded(step.amount, paymentIntentId)}
            />
          </Suspense>
          <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
            <Button
              variant="outline"
              colorPalette="gray"
              size="sm"
              bg="bg.panel"
              onClick={onCancel ?? (() => setStep({ name: 'amount' }))}
              disabled={recording}
            >
              {onCancel ? 'Cancel Payment' : 'Change amount'}
            </Button>
            <SecurePaymentNote />
          </Flex>
        </Stack>
      )}
    </Box>
  );
}
