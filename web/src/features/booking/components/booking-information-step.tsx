import { Box, Button, Field, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { Cents } from '@sunward/shared/money';
import { MAX_TRAVELERS, MIN_TRAVELERS } from '@sunward/shared/rules/booking-pricing';
import { BookingFields } from '@sunward/shared/schemas/booking';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { type FieldIssue, errorsFromIssues } from '../../../lib/field-errors';
import {
  type BookingFormErrors,
  type BookingFormField,
  type BookingFormValues,
  bookingFieldsInput,
  bookingFormFields,
  travelersToPrice,
} from '../booking-form-values';
import { PriceSummary } from './price-summary';
import { StepHeading } from './step-heading';

/** The steps of a booking: traveller details, then the card deposit. */
export const BOOKING_STEP_COUNT = 2;

export interface BookingInformationStepProps {
  pricePerPersonCents: Cents;
  values: BookingFormValues;
  onValuesChange: (values: BookingFormValues) => void;
  /** Books the seats and opens the payment step; answers the server's field issues when it refused a field. */
  onSubmit: (fields: BookingFields) => Promise<readonly FieldIssue[] | undefined>;
  submitting: boolean;
  /** True when the visitor came back from the payment step: focus goes to this step's heading. */
  focusHeading: boolean;
}

/**
 * Step 1, 'Booking Information' (spec §2, §5): who travels, checked with the shared
 * `BookingFields` schema before anything is sent, and the price as the travellers change.
 */
export function BookingInformationStep({ pricePerPersonCents, values, onValuesChange, onSubmit, submitting, focusHeading }: BookingInformationStepProps) {
  const id = useId();
  const headingId = 'booking-information-title';
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<BookingFormField, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  function errorId(name: BookingFormField) {
    return `${id}-${name}-error`;
  }

  function register(name: BookingFormField) {
    return {
      name,
      value: values[name],
      'aria-describedby': errors[name] ? errorId(name) : undefined,
      ref: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      onChange: (event: { target: { value: string } }) => {
        onValuesChange({ ...values, [name]: event.target.value });
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function showErrors(next: BookingFormErrors) {
    setErrors(next);
    const first = bookingFormFields.find((name) => next[name]);
    if (first) inputs.current[first]?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = BookingFields.safeParse(bookingFieldsInput(values));
    if (!parsed.success) {
      showErrors(errorsFromIssues(parsed.error.issues, bookingFormFields));
      return;
    }
    setErrors({});
    const issues = await onSubmit(parsed.data);
    if (issues) showErrors(errorsFromIssues(issues, bookingFormFields));
  }

  function field(name: BookingFormField, label: string, input: ReactNode, helper?: string) {
    return (
      <Field.Root required invalid={errors[name] !== undefined} ids={{ errorText: errorId(name) }}>
        <Field.Label>
          {label} <Field.RequiredIndicator />
        </Field.Label>
        {input}
        {helper && !errors[name] && <Field.HelperText>{helper}</Field.HelperText>}
        <Field.ErrorText>{errors[name]}</Field.ErrorText>
      </Field.Root>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Stack gap="3">
          <StepHeading step={1} of={BOOKING_STEP_COUNT} title="Booking Information" id={headingId} ref={heading} />
          <Text color="fg.muted">
            Tell us who is travelling. Your seats are held while you pay the deposit on the next step. Fields marked * are
            required.
          </Text>
        </Stack>
        <chakra.form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={headingId}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              {field('firstName', 'First name', <Input autoComplete="given-name" {...register('firstName')} />)}
              {field('lastName', 'Last name', <Input autoComplete="family-name" {...register('lastName')} />)}
              {field('email', 'Email', <Input type="email" autoComplete="email" {...register('email')} />, 'Your receipt and booking updates go here.')}
              {field('phone', 'Phone', <Input type="tel" autoComplete="tel" {...register('phone')} />)}
            </SimpleGrid>
            <Box maxW={{ sm: '50%' }} pe={{ sm: '2.5' }}>
              {field(
                'travelers',
                'Travelers',
                <Input type="number" inputMode="numeric" min={MIN_TRAVELERS} max={MAX_TRAVELERS} step={1} {...register('travelers')} />,
                `${MIN_TRAVELERS} to ${MAX_TRAVELERS} per booking`,
              )}
            </Box>
            <PriceSummary pricePerPersonCents={pricePerPersonCents} travelers={travelersToPrice(values.travelers, MIN_TRAVELERS, MAX_TRAVELERS)} />
            <Stack gap="3">
              <Button type="submit" colorPalette="brand" size="xl" w={{ base: 'full', sm: 'auto' }} alignSelf={{ sm: 'start' }} loading={submitting} loadingText="Reserving your seats…">
                Continue to Payment
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Nothing is charged until you confirm your card on the next step.
              </Text>
            </Stack>
          </Stack>
        </chakra.form>
      </Stack>
    </Box>
  );
}
