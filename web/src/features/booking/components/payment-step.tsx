import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useEffect, useRef } from 'react';
import { formatHoldTime } from '../hold-time';
import { CardPayment } from '../../../components/payments/card-payment';
import { AlternativePayment } from './alternative-payment';
import { ClockIcon } from '../../../components/icons/line-icons';
import { BOOKING_STEP_COUNT } from './booking-information-step';
import { StepHeading } from './step-heading';
import { SecurePaymentNote } from '../../../components/payments/secure-payment-note';

export interface PaymentStepProps {
  booking: Booking;
  intent: CreatePaymentIntentResponse;
  contactEmail: string;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  /** The hold lapsed while the card form was open: the server cancelled its PaymentIntent. */
  onHoldLapsed: () => void;
  onEditDetails: () => void;
}

/**
 * Step 2, 'Payment': the deposit due now as the server computed it, how long the seats are
 * held, the card form this environment uses, and other ways to pay.
 */
export function PaymentStep({ booking, intent, contactEmail, onSucceeded, onHoldLapsed, onEditDetails }: PaymentStepProps) {
  const headingId = 'payment-title';
  const heading = useRef<HTMLHeadingElement>(null);
  const amount = formatUsd(cents(intent.amount));
  const payLabel = `Pay ${amount} deposit`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <StepHeading step={2} of={BOOKING_STEP_COUNT} title="Payment" id={headingId} ref={heading} />

        <Box bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="xl" p={{ base: '4', md: '5' }}>
          <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Stack gap="0.5">
              <Text fontWeight="semibold">Deposit due now</Text>
              <Text fontSize="sm" color="fg.muted">
                {booking.travelers} {booking.travelers === 1 ? 'traveler' : 'travelers'} · {booking.firstName} {booking.lastName}
              </Text>
            </Stack>
            <Text fontFamily="heading" fontSize="3xl" fontWeight="600" lineHeight="1" color="brand.fg" fontVariantNumeric="tabular-nums">
              {amount}
            </Text>
          </Flex>
          <HStack gap="2" mt="4" pt="3" borderTopWidth="1px" borderColor="brand.muted" fontSize="sm" color="brand.fg" align="start">
            <ClockIcon boxSize="4" mt="0.5" flexShrink={0} />
            <Text>Your seats are held until {formatHoldTime(intent.holdExpiresAt ?? booking.holdExpiresAt)}.</Text>
          </HStack>
        </Box>

        <CardPayment
          clientSecret={intent.clientSecret}
          paymentIntentId={intent.paymentIntentId}
          payLabel={payLabel}
          onSucceeded={onSucceeded}
          onCanceled={onHoldLapsed}
        />

        <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
          <Button variant="ghost" colorPalette="gray" size="sm" ms="-3" onClick={onEditDetails}>
            <span aria-hidden="true">←</span> Change traveller details
          </Button>
          <SecurePaymentNote />
        </Flex>

        <AlternativePayment contactEmail={contactEmail} bookingId={booking.id} />
      </Stack>
    </Box>
  );
}
