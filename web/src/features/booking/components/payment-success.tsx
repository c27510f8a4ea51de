import { Box, Circle, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { CheckCircleIcon } from '../../../components/icons/line-icons';
import { LinkButton } from '../../../components/link-button';

/** Spec §9: after the deposit, the page goes home after this long. */
export const REDIRECT_AFTER_PAYMENT_MS = 5000;

export interface PaymentSuccessProps {
  /** e.g. "$600"; null when the page came back from a redirect and could not read the booking. */
  depositAmount: string | null;
  tripTitle: string;
  email: string | null;
  /** The booking's reference (e.g. SGT-7KQ4XM); null when the page could not read the booking. */
  reference: string | null;
  /** What is left to pay, e.g. "$1,998"; null when unknown. */
  balance: string | null;
  /** "March 1, 2027": when the balance falls due. */
  balanceDueDate: string | null;
  /** What automatic payments will charge, when the traveller opted in; null otherwise. */
  autoPayNote?: string | null;
}

/** Spec §2: 'Payment Successful!' in place of the steps, then home after five seconds. */
export function PaymentSuccess({ depositAmount, tripTitle, email, reference, balance, balanceDueDate, autoPayNote = null }: PaymentSuccessProps) {
  const headingId = 'payment-success-title';
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '6', md: '10' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Circle size="16" bg="green.100" color="green.700">
          <CheckCircleIcon boxSize="9" />
        </Circle>
        <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} textStyle="sectionTitle" fontSize={{ base: '2xl', md: '3xl' }} _focusVisible={{ outline: 'none' }}>
          Payment Successful!
        </Heading>
        <Text textStyle="lead" color="fg.muted" maxW="md">
          {depositAmount === null ? 'Your deposit has been received' : `Your deposit of ${depositAmount} has been received`} and your
          seats on {tripTitle} are confirmed.
        </Text>
        <Stack gap="4" bg="bg.subtle" rounded="xl" px={{ base: '4', md: '6' }} py="5" w="full" maxW="md" fontSize="sm" textAlign="start">
          {reference !== null && (
            <Stack gap="0.5">
              <Text color="fg.muted">Booking reference</Text>
              <Text fontFamily="mono" fontSize="lg" fontWeight="semibold" letterSpacing="wide">
                {reference}
              </Text>
            </Stack>
          )}
          <Text>
            A receipt is on its way to{' '}
            {email === null ? (
              'your e-mail address'
            ) : (
              <Text as="span" fontWeight="semibold" wordBreak="break-all">
                {email}
              </Text>
            )}
            .
          </Text>
          {autoPayNote === null ? (
            <Text color="fg.muted">
              {balance === null ? 'The balance' : `The remaining ${balance}`} is due {balanceDueDate === null ? 'before departure' : `by ${balanceDueDate}`}. Pay it any time under{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/my-booking">My Booking</RouterLink>
              </Link>
              , with a code we e-mail you.
            </Text>
          ) : (
            <Text color="fg.muted">
              {autoPayNote} See or change them under{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/my-booking">My Booking</RouterLink>
              </Link>
              , with a code we e-mail you.
            </Text>
          )}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          You will be taken to the home page in 5 seconds.
        </Text>
        <LinkButton to="/" colorPalette="brand" size="lg">Go to the home page now</LinkButton>
      </Stack>
    </Box>
  );
}
