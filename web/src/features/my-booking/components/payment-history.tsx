import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { formatTimestamp } from '../../../lib/format';
import { useBookingPayments } from '../api/list-booking-payments';

/** The booking's payments, oldest first, from `GET /api/bookings/{id}/payments`. */
export function PaymentHistory({ bookingId, id }: { bookingId: string; id: string }) {
  const payments = useBookingPayments(bookingId, { enabled: true });

  return (
    <Box id={id} bg="bg.subtle" rounded="lg" p={{ base: '3', md: '4' }}>
      {payments.isPending ? (
        <HStack gap="2" role="status" color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>Loading payment history…</Text>
        </HStack>
      ) : payments.isError ? (
        <RetryAlert title="Failed to fetch payment history" isRetrying={payments.isFetching} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No payment history available
        </Text>
      ) : (
        <Stack as="ul" aria-label="Payments" gap="0" listStyleType="none" m="0" p="0" fontSize="sm">
          {payments.data.map((payment) => (
            <HStack
              as="li"
              key={payment.id}
              justify="space-between"
              gap="3"
              py="2.5"
              borderBottomWidth="1px"
              borderColor="border.muted"
              _last={{ borderBottomWidth: '0' }}
            >
              <Stack gap="0">
                <Text fontWeight="medium">{payment.note ?? 'Card payment'}</Text>
                <Text color="fg.muted" fontSize="xs">
                  {formatTimestamp(payment.paidAt)} · {payment.status}
                </Text>
              </Stack>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatUsd(cents(payment.amount))}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
