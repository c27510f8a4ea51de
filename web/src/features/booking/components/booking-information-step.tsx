import { Alert, Box, Button, Field, Input, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { Cents } from '@sunward/shared/money';
import { MAX_TRAVELERS, MIN_TRAVELERS } from '@sunward/shared/rules/booking-pricing';
import { BookingFields } from '@sunward/shared/schemas/booking';
import type { PackageDeparture } from '@sunward/shared/schemas/package';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { type FieldIssue, errorsFromIssues } from '../../../lib/field-errors';
import { formatDateRange } from '../../../lib/format';
import {
  type BookingFormErrors,
  type BookingFormField,
  type BookingFormValues,
  type BookingTextField,
  bookingFieldsInput,
  bookingFormFields,
  tooFewSeatsMessage,
  travelersToPrice,
} from '../booking-form-values';
import { bookingInstallments, bookingPrice } from '../booking-plan';
import { AutoPayChoice } from './auto-pay-choice';
import { DeparturePicker } from './departure-picker';
import { PriceSummary } from './price-summary';
import { StepHeading } from './step-heading';
import { NativeCheckbox } from '../../../components/forms/native-checkbox';
import { RequiredField } from '../../../components/forms/required-field';

/** The steps of a booking: traveller details, then the card deposit. */
export const BOOKING_STEP_COUNT = 2;

/** Where the booking terms are published; opened beside the form so nothing typed is lost. */
export const TERMS_PATH = '/terms';

export interface BookingInformationStepProps {
  /** The trip's upcoming departures, soonest first. */
  departures: readonly PackageDeparture[];
  /** The departure being booked: one of `departures` that has a seat. */
  departure: PackageDeparture;
  onDepartureChange: (departureId: string) => void;
  pricePerPersonCents: Cents;
  values: BookingFormValues;
  onValuesChange: (values: BookingFormValues) => void;
  /**
   * Books the seats and opens the payment step; answers the server's field issues when it refused
   * a field. `autoPay` is true when the traveller opted in to the plan the form showed.
   */
  onSubmit: (fields: BookingFields, autoPay: boolean) => Promise<readonly FieldIssue[] | undefined>;
  submitting: boolean;
  /** True when the visitor came back from the payment step: focus goes to this step's heading. */
  focusHeading: boolean;
  /**
   * The seats a waitlist offer holds for the traveller: the departure is fixed and so are the
   * travellers, whose number the booking must match.
   */
  heldSeats?: number | undefined;
}

/**
 * Step 1, 'Booking Information' (spec §2, §5): which departure, who travels, the price as the
 * travellers change, and the booking terms accepted; checked with the shared `BookingFields`
 * schema, and against the departure's seats, before anything is sent.
 */
export function BookingInformationStep({
  departures,
  departure,
  onDepartureChange,
  pricePerPersonCents,
  values,
  onValuesChange,
  onSubmit,
  submitting,
  focusHeading,
  heldSeats,
}: BookingInformationStepProps) {
  const id = useId();
  const headingId = 'booking-information-title';
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<BookingFormField, HTMLInputElement | null>>>({});
  const travelers = travelersToPrice(values.travelers, MIN_TRAVELERS, MAX_TRAVELERS);
  const tooFewSeats = travelers !== null && travelers > departure.seatsLeft;
  // Read once: the plan's first date is a month from the day the form opened, as the server makes it.
  const [now] = useState(() => new Date());
  const price = bookingPrice(pricePerPersonCents, travelers);
  const installments = bookingInstallments(price, departure, now);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  function errorId(name: BookingFormField) {
    return `${id}-${name}-error`;
  }

  function clearError(name: BookingFormField) {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function register(name: BookingTextField) {
    return {
      name,
      value: values[name],
      'aria-describedby': errors[name] ? errorId(name) : undefined,
      ref: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      onChange: (event: { target: { value: string } }) => {
        onValuesChange({ ...values, [name]: event.target.value });
        clearError(name);
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
    const next = parsed.success ? {} : errorsFromIssues(parsed.error.issues, bookingFormFields);
    // The server would refuse it too; saying so here keeps the visitor on the form they are filling.
    if (tooFewSeats) next.travelers ??= tooFewSeatsMessage(departure.seatsLeft);
    if (!parsed.success || tooFewSeats) {
      showErrors(next);
      return;
    }
    setErrors({});
    const issues = await onSubmit(parsed.data, values.autoPay && installments.length > 0);
    if (issues) showErrors(errorsFromIssues(issues, bookingFormFields));
  }

  function field(name: BookingTextField, label: string, input: ReactNode, helper?: string) {
    return (
      <RequiredField label={label} error={errors[name]} errorTextId={errorId(name)} helper={helper}>
        {input}
      </RequiredField>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Stack gap="3">
          <StepHeading step={1} of={BOOKING_STEP_COUNT} title="Booking Information" id={headingId} ref={heading} />
          <Text color="fg.muted">
            Choose your departure and tell us who is travelling. Your seats are held while you pay the deposit on the next step.
            Fields marked * are required.
          </Text>
        </Stack>
        <chakra.form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={headingId}>
          <Stack gap="5">
            {heldSeats === undefined ? (
              <DeparturePicker departures={departures} value={departure.id} onChange={onDepartureChange} />
            ) : (
              <Box>
                <Text fontSize="sm" fontWeight="medium">
                  Departure
                </Text>
                <Box mt="1.5" borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" rounded="l2" px="4" py="3">
                  <Text fontWeight="semibold">{formatDateRange(departure.departureDate, departure.returnDate)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {heldSeats === 1 ? '1 seat' : `${heldSeats} seats`} held for you from the waitlist
                  </Text>
                </Box>
              </Box>
            )}
            {tooFewSeats && (
              <Alert.Root status="warning" rounded="lg">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{tooFewSeatsMessage(departure.seatsLeft)}</Alert.Title>
                  <Alert.Description>
                    You chose {travelers} travelers. Choose another departure, or book {departure.seatsLeft === 1 ? 'one traveler' : `up to ${departure.seatsLeft} travelers`} on this one.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
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
                <Input type="number" inputMode="numeric" min={MIN_TRAVELERS} max={MAX_TRAVELERS} step={1} readOnly={heldSeats !== undefined} bg={heldSeats !== undefined ? 'bg.muted' : undefined} {...register('travelers')} />,
                heldSeats === undefined ? `${MIN_TRAVELERS} to ${MAX_TRAVELERS} per booking` : 'The seats held for your group: the booking is for all of them',
              )}
            </Box>
            <PriceSummary
              pricePerPersonCents={pricePerPersonCents}
              travelers={travelers}
              departureDate={departure.departureDate}
              balanceDueDate={departure.balanceDueDate}
              now={now}
              installments={installments}
            />
            <AutoPayChoice
              installments={installments}
              priced={price !== null}
              checked={values.autoPay}
              onCheckedChange={(autoPay) => onValuesChange({ ...values, autoPay })}
            />
            <Field.Root required invalid={errors.acceptTerms !== undefined} ids={{ errorText: errorId('acceptTerms') }}>
              <NativeCheckbox
                name="acceptTerms"
                checked={values.acceptTerms}
                onCheckedChange={(acceptTerms) => {
                  onValuesChange({ ...values, acceptTerms });
                  clearError('acceptTerms');
                }}
                required
                invalid={errors.acceptTerms !== undefined}
                aria-describedby={errors.acceptTerms ? errorId('acceptTerms') : undefined}
                inputRef={(element: HTMLInputElement | null) => {
                  inputs.current.acceptTerms = element;
                }}
                labelProps={{ fontWeight: 'normal' }}
              >
                I have read and accept the{' '}
                <Link href={TERMS_PATH} target="_blank" rel="noopener" color="brand.fg" fontWeight="semibold" textDecoration="underline">
                  booking terms
                </Link>
                , including that payments are non-refundable. <Field.RequiredIndicator />
              </NativeCheckbox>
              <Field.ErrorText>{errors.acceptTerms}</Field.ErrorText>
            </Field.Root>
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
