import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refusalMessage } from '../../../components/payments/balance-payment-form';
import { showErrorToast, showSuccessToast } from '../../../components/feedback/toaster';
import { CardPayment } from '../../../components/payments/card-payment';
import { queryKeys } from '../../../lib/query-keys';
import { useRecordDepositPayment, useStartDepositPayment } from '../api/resume-deposit-payment';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SecurePaymentNote } from '../../../components/payments/secure-payment-note';

const HOLD_LAPSED = 'Your hold on these seats has ended, so this booking can no longer be paid. Please book again.';

/**
 * 'Pay the deposit' on a booking still holding its seats unpaid: resumes its deposit payment
 * through the booking's own deposit calls while the hold lasts (decision 040). The server's reason
 * for a refusal (the hold lapsed, the deposit is already in) is what the traveller reads.
 */
export function DepositPayment({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const queryClient = useQueryClient();
  const start = useStartDepositPayment();
  const record = useRecordDepositPayment();
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    start.mutate(booking.id, {
      onSuccess: setIntent,
      onError: (error) => {
        const message = refusalMessage(error, 'Failed to initialize payment. Please try again.');
        setRefusal(message);
        showErrorToast({ title: 'Payment not started', description: message });
        // The refusal may mean the booking changed (paid, or its hold lapsed): show it as it is now.
        void queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.bookings });
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the traveller chose to pay
  }, []);

  useEffect(() => {
    heading.current?.focus();
  }, [intent, refusal]);

  async function handleSucceeded(paymentIntentId: string) {
    try {
      await record.mutateAsync({ bookingId: booking.id, paymentIntentId });
      showSuccessToast({ title: 'Payment Successful', description: 'Your deposit has been received and your seats are confirmed.' });
    } catch (error) {
      showErrorToast({ title: 'Payment not recorded', description: refusalMessage(error, 'Your payment was successful. Please refresh to see your booking.') });
    }
    onClose();
  }

  function handleHoldLapsed() {
    setRefusal(HOLD_LAPSED);
    setIntent(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.bookings });
  }

  const amount = intent ? cents(intent.amount) : undefined;
  return (
    <Box borderWidth="1px" borderColor="brand.muted" bg="brand.subtle/40" rounded="xl" p={{ base: '3.5', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h4" ref={heading} tabIndex={-1} fontSize="lg" _focusVisible={{ outline: 'none' }}>
            Pay the deposit
          </Heading>
          {amount !== undefined && (
            <Text fontFamily="heading" fontSize="2xl" fontWeight="600" color="brand.fg" fontVariantNumeric="tabular-nums">
              {formatUsd(amount)}
            </Text>
          )}
        </Flex>
        {refusal ? (
          <FailureAlert>{refusal}</FailureAlert>
        ) : intent && amount !== undefined ? (
          <CardPayment
            clientSecret={intent.clientSecret}
            paymentIntentId={intent.paymentIntentId}
            payLabel={`Pay ${formatUsd(amount)} deposit`}
            onSucceeded={handleSucceeded}
            onCanceled={handleHoldLapsed}
          />
        ) : (
          <Text color="fg.muted">Preparing your payment…</Text>
        )}
        <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
          <Button variant="outline" colorPalette="gray" size="sm" bg="bg.panel" onClick={onClose} disabled={record.isPending}>
            {refusal ? 'Close' : 'Cancel Payment'}
          </Button>
          {!refusal && (
            <SecurePaymentNote />
          )}
        </Flex>
      </Stack>
    </Box>
  );
}
