import { Alert, Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type Cents, cents, formatUsd } from '@sunward/shared/money';
import type { PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { BalancePaymentForm } from '../../../components/payments/balance-payment-form';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { formatDate, formatDateRange } from '../../../lib/format';
import { useFragmentSecret } from '../../../lib/use-fragment-secret';
import { useHydrated } from '../../../lib/use-hydrated';
import { readPayToken, startPayLinkPayment, usePayLinkAuthentication, usePayLinkBooking, useRecordPayLinkPayment } from '../api/pay-link';
import { ConfirmInstallment, InstallmentConfirmed } from './confirm-installment';
import { LinkButton } from '../../../components/link-button';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DueLabel } from '../../../components/payments/due-label';

/**
 * The page a balance reminder's button opens, `/pay#<token>` (decision 043): one booking's
 * balance, paid without a code. The token leaves the address bar at once and lives only in this
 * page's memory; the page shows the trip, its dates, the reference, the balance due and the
 * traveller's first name, nothing else of the booking, and pays part or all of the balance with
 * the card form My booking uses. The prerendered shell has no hash, so no token: it shows the
 * booking's outline, and the token is read once the page runs.
 */
export function PayBalance() {
  return useHydrated() ? <PayLinkBalance /> : <LoadingPanel />;
}

function PayLinkBalance() {
  const token = useFragmentSecret(readPayToken);
  const booking = usePayLinkBooking(token);
  const heading = useRef<HTMLHeadingElement>(null);

  if (token === null) {
    return (
      <Panel heading={heading} title="This link is not complete">
        <Text color="fg.muted">
          Open the link in your e-mail again, or pay from My Booking with a verification code.
        </Text>
        <MyBookingLink />
      </Panel>
    );
  }
  if (booking.isPending) return <LoadingPanel />;
  if (booking.isError) {
    const refused = booking.error instanceof ApiError && booking.error.status < 500 ? booking.error.errorBody()?.message : undefined;
    if (refused === undefined) {
      return (
        <Panel heading={heading} title="Pay your balance">
          <RetryAlert title="We could not open your booking just now." isRetrying={booking.isFetching} onRetry={() => void booking.refetch()} />
        </Panel>
      );
    }
    return (
      <Panel heading={heading} title="This link no longer works">
        <FailureAlert>{refused}</FailureAlert>
        <MyBookingLink />
      </Panel>
    );
  }
  return <BookingBalance heading={heading} token={token} booking={booking.data} />;
}

function BookingBalance({ heading, token, booking }: { heading: RefObject<HTMLHeadingElement | null>; token: string; booking: PayLinkBooking }) {
  const record = useRecordPayLinkPayment(token);
  const queryClient = useQueryClient();
  // A refused payment means the booking changed (released, say): show it as it is now.
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.payLink.booking(token) });
  const [paid, setPaid] = useState<Cents | null>(null);
  const [paying, setPaying] = useState(true);
  const balanceDue = cents(booking.balanceDue);
  const active = booking.status === 'deposit_paid' || booking.status === 'overdue' || booking.status === 'confirmed';
  const paidInFull = active && balanceDue <= 0;
  const overdue = booking.status === 'overdue';
  // An automatic payment the bank wants approved comes first: the mail that brought the traveller here said so.
  const authentication = usePayLinkAuthentication(token, active && !paidInFull);
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const [otherAmount, setOtherAmount] = useState(false);
  const waiting = authentication.data && confirmed === null ? authentication.data : null;

  return (
    <Panel heading={heading} title={booking.packageTitle} intro={`Hi ${booking.firstName}, here is what is left to pay for your trip.`}>
      <Stack gap="1">
        {booking.departureDate && booking.returnDate && <Text fontWeight="medium">{formatDateRange(booking.departureDate, booking.returnDate)}</Text>}
        <Text fontSize="sm" color="fg.muted">
          Booking reference{' '}
          <Text as="span" fontFamily="mono" letterSpacing="wide" color="fg">
            {booking.reference}
          </Text>
        </Text>
      </Stack>

      <Flex
        justify="space-between"
        align="center"
        gap="3"
        wrap="wrap"
        bg="bg.subtle"
        rounded="lg"
        px="4"
        py="3"
        borderWidth="1px"
        borderColor={overdue ? 'red.muted' : 'border.muted'}
      >
        <Stack gap="0.5">
          <DueLabel overdue={overdue}>{paidInFull ? 'Balance' : 'Balance due'}</DueLabel>
          {booking.balanceDueDate && !paidInFull && active && (
            <Text fontSize="sm" color={overdue ? 'red.fg' : 'fg.muted'}>
              {overdue ? 'Was due' : 'Due by'} {formatDate(booking.balanceDueDate)}
            </Text>
          )}
        </Stack>
        {paidInFull ? (
          <Badge colorPalette="green" variant="solid" size="lg" rounded="full" px="3">
            Paid in Full
          </Badge>
        ) : (
          <Text fontFamily="heading" fontSize="3xl" fontWeight="600" lineHeight="1" color={overdue ? 'red.fg' : 'brand.fg'} fontVariantNumeric="tabular-nums">
            {formatUsd(balanceDue)}
          </Text>
        )}
      </Flex>

      {paid !== null && (
        <Alert.Root status="success" rounded="lg" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Payment received</Alert.Title>
            <Alert.Description>
              Thank you! {formatUsd(paid)} has been added to your booking.{' '}
              {paidInFull ? 'Your trip is paid in full.' : `Your balance is now ${formatUsd(balanceDue)}.`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {confirmed !== null && (
        <InstallmentConfirmed
          amount={confirmed}
          balanceText={paidInFull ? 'Your trip is paid in full.' : `Your balance is now ${formatUsd(balanceDue)}; your next automatic payments go ahead as planned.`}
        />
      )}

      {waiting && (
        <ConfirmInstallment
          authentication={waiting}
          recordPayment={record}
          onDone={(wasPaid) => {
            if (wasPaid) setConfirmed(waiting.amount);
            else void refresh();
          }}
        />
      )}

      {!active ? (
        <Text color="fg.muted">This booking is no longer active, so it takes no payments. Please contact us if you have a question.</Text>
      ) : paidInFull ? (
        <Text color="fg.muted">Nothing more is due. We look forward to travelling with you.</Text>
      ) : waiting && !otherAmount ? (
        <Button variant="outline" colorPalette="gray" size="lg" alignSelf="start" onClick={() => setOtherAmount(true)}>
          Pay a different amount instead
        </Button>
      ) : paying ? (
        <BalancePaymentForm
          key={balanceDue}
          balanceDue={balanceDue}
          initialAmount={balanceDue}
          startPayment={(amount) => startPayLinkPayment(token, amount)}
          recordPayment={(_amount, paymentIntentId) => record(paymentIntentId)}
          onPaid={(amount) => {
            setPaid(amount);
            setPaying(false);
          }}
          onRefused={() => void refresh()}
        />
      ) : (
        <Button colorPalette="brand" size="lg" alignSelf="start" onClick={() => setPaying(true)}>
          Make another payment
        </Button>
      )}

      <Text fontSize="sm" color="fg.muted">
        This link pays this booking&apos;s balance only. To see your booking and its payments, use{' '}
        <RouterLink to="/my-booking">
          <Text as="span" color="brand.fg" textDecoration="underline">
            My Booking
          </Text>
        </RouterLink>{' '}
        with a verification code.
      </Text>
    </Panel>
  );
}

/** The page's outline while the booking loads, the same height as what replaces it: nothing jumps. */
function LoadingPanel() {
  return (
    <Box as="section" aria-busy="true" aria-label="Loading your booking" bg="bg.panel" rounded="card" shadow="card" px={{ base: '4', md: '10' }} py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Skeleton height={{ base: '7', md: '8' }} width="70%" />
        <Stack gap="2">
          <Skeleton height="6" width="55%" />
          <Skeleton height="5" width="40%" />
          <Skeleton height="4" width="45%" />
        </Stack>
        <Skeleton height="20" rounded="lg" />
        <Skeleton height="64" rounded="xl" />
      </Stack>
    </Box>
  );
}

function MyBookingLink() {
  return (
    <LinkButton to="/my-booking" colorPalette="brand" size="lg" alignSelf="start">Go to My Booking</LinkButton>
  );
}

/** The page's one card: its heading, which takes focus when the answer arrives. */
function Panel({ heading, title, intro, children }: { heading: RefObject<HTMLHeadingElement | null>; title: string; intro?: string; children: ReactNode }) {
  useEffect(() => {
    heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the heading takes focus each time the card shows another answer
  }, [title]);
  return (
    <Box as="section" aria-label={title} bg="bg.panel" rounded="card" shadow="card" px={{ base: '4', md: '10' }} py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Stack gap="1">
          {intro && <Text color="fg.muted">{intro}</Text>}
          <Heading as="h2" ref={heading} tabIndex={-1} fontSize={{ base: 'xl', md: '2xl' }} _focusVisible={{ outline: 'none' }}>
            {title}
          </Heading>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
