import { Box, Button, Input, Link, SimpleGrid, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { WAITLIST_MAX_TRAVELLERS, WAITLIST_MIN_TRAVELLERS } from '@sunward/shared/rules/waitlist';
import { honeypotField } from '@sunward/shared/schemas/honeypot';
import { WaitlistFields } from '@sunward/shared/schemas/waitlist';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { ApiError } from '../../../lib/api-client';
import { bookingPath } from '../../../lib/booking-path';
import { type FieldErrors, errorsFromIssues } from '../../../lib/field-errors';
import { useJoinWaitlist } from '../api/join-waitlist';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DepartureFacts, WaitlistPanel } from './waitlist-panel';
import { RequiredField } from '../../../components/forms/required-field';

const fieldOrder = ['name', 'email', 'phone', 'travelers'] as const;
type FieldName = (typeof fieldOrder)[number];
type Values = Record<FieldName, string>;

const emptyValues: Values = { name: '', email: '', phone: '', travelers: '1' };
const fallbackFailure = 'We could not add you to the waitlist just now. Please try again in a moment.';

export interface WaitlistDeparture {
  packageId: string;
  departureId: string;
  tripTitle: string;
  departureDate: string;
  returnDate: string;
  /** Seats on sale now: a group that fits is sent to book them instead. */
  seatsLeft: number;
}

/** The form's values as the shared `WaitlistFields` schema reads them: travellers as a number. */
function fieldsInput(values: Values): Record<FieldName, unknown> {
  const travelers = values.travelers.trim();
  return { ...values, travelers: travelers === '' ? undefined : Number(travelers) };
}

/**
 * 'Join the waitlist' for one sold-out departure (decision 053): name, e-mail, phone and how many
 * travel, checked with the shared `WaitlistFields` before anything is sent. The answer is the same
 * whether the address is new or already in line; either way the next step is in the mail, whose
 * link confirms the place.
 */
export function JoinWaitlistForm({ departure }: { departure: WaitlistDeparture }) {
  const id = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const join = useJoinWaitlist();

  useEffect(() => {
    if (join.isSuccess) heading.current?.focus();
  }, [join.isSuccess]);

  if (join.isSuccess) {
    return (
      <WaitlistPanel heading={heading} title="Check your e-mail">
        <Box role="status">
          <Text color="fg.muted">
            We sent a link to {join.variables.email}. Open it to confirm your place in line for {departure.tripTitle}: until you do, you are not on the waitlist. If
            you were already in line, your place is kept.
          </Text>
        </Box>
        <DepartureFacts tripTitle={departure.tripTitle} departureDate={departure.departureDate} returnDate={departure.returnDate} travelers={join.variables.travelers} />
        <LinkButton to="/" variant="outline" colorPalette="brand" size="lg" alignSelf="start">
          Back to home
        </LinkButton>
      </WaitlistPanel>
    );
  }

  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const refusal = join.error instanceof ApiError ? join.error.errorBody() : undefined;
  const failure = join.error ? (refusal?.message ?? fallbackFailure) : undefined;
  const hasSeats = join.error instanceof ApiError && join.error.status === 409;

  function register(name: FieldName) {
    return {
      name,
      value: values[name],
      'aria-describedby': errors[name] ? errorId(name) : undefined,
      ref: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      onChange: (event: { target: { value: string } }) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function showErrors(next: FieldErrors<FieldName>) {
    setErrors(next);
    const first = fieldOrder.find((name) => next[name]);
    if (first) inputs.current[first]?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    const parsed = WaitlistFields.safeParse(fieldsInput(values));
    if (!parsed.success) {
      showErrors(errorsFromIssues(parsed.error.issues, fieldOrder));
      return;
    }
    setErrors({});
    join.mutate(
      { ...parsed.data, packageId: departure.packageId, departureId: departure.departureId, [honeypotField]: website },
      {
        onError: (cause) => {
          const issues = cause instanceof ApiError ? cause.errorBody()?.issues : undefined;
          if (issues) showErrors(errorsFromIssues(issues, fieldOrder));
        },
      },
    );
  }

  function field(name: FieldName, label: string, input: ReactNode, helper?: string) {
    return (
      <RequiredField label={label} error={errors[name]} errorTextId={errorId(name)} helper={helper}>
        {input}
      </RequiredField>
    );
  }

  return (
    <WaitlistPanel heading={heading} title="Wait for a seat on this departure">
      <DepartureFacts tripTitle={departure.tripTitle} departureDate={departure.departureDate} returnDate={departure.returnDate} />
      <Text color="fg.muted">
        When seats free up, the first travelers in line whose group fits are offered them, held for a short while to book. We e-mail you a link to confirm
        your address first: only then do you take your place in line. Fields marked * are required.
      </Text>
      {departure.seatsLeft > 0 && (
        <Box role="note" bg="accent.subtle" rounded="lg" px="4" py="3" fontSize="sm">
          {departure.seatsLeft === 1 ? 'One seat is' : `${departure.seatsLeft} seats are`} on sale on this departure now.{' '}
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={bookingPath(departure.packageId, departure.departureId)}>Book {departure.seatsLeft === 1 ? 'it' : 'them'}</RouterLink>
          </Link>{' '}
          if your group fits; join the waitlist if it needs more.
        </Box>
      )}
      <chakra.form onSubmit={handleSubmit} noValidate aria-label="Join the waitlist">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <Box gridColumn={{ sm: 'span 2' }}>{field('name', 'Name', <Input autoComplete="name" maxLength={100} {...register('name')} />)}</Box>
            {field('email', 'Email', <Input type="email" autoComplete="email" {...register('email')} />, 'The link to confirm your place goes here.')}
            {field('phone', 'Phone', <Input type="tel" autoComplete="tel" {...register('phone')} />)}
            {field(
              'travelers',
              'Travelers',
              <Input type="number" inputMode="numeric" min={WAITLIST_MIN_TRAVELLERS} max={WAITLIST_MAX_TRAVELLERS} step={1} {...register('travelers')} />,
              `${WAITLIST_MIN_TRAVELLERS} to ${WAITLIST_MAX_TRAVELLERS}, the seats you would book`,
            )}
          </SimpleGrid>
          <VisuallyHidden aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website (leave this empty)</label>
            <input id={`${id}-website`} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
          </VisuallyHidden>
          {failure && (
            <FailureAlert>
              {failure}
              {hasSeats && (
                <>
                  {' '}
                  <Link asChild color="fg" fontWeight="semibold" textDecoration="underline">
                    <RouterLink to={bookingPath(departure.packageId, departure.departureId)}>Book now</RouterLink>
                  </Link>
                </>
              )}
            </FailureAlert>
          )}
          <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} loading={join.isPending} loadingText="Joining…">
            Join the waitlist
          </Button>
        </Stack>
      </chakra.form>
    </WaitlistPanel>
  );
}
