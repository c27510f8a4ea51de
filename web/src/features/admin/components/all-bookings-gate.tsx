import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import type { BookingList } from '@sunward/shared/schemas/booking';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { useAllBookings } from '../api/use-all-bookings';

/**
 * Shows its children only once every page of bookings is in: a figure counted from part of the
 * list would look right and be wrong. Until then, how many have arrived; on failure, a retry.
 */
export function AllBookingsGate({ children }: { children: (bookings: BookingList) => ReactNode }) {
  const bookings = useAllBookings();

  if (bookings.isPending) {
    return (
      <Box bg="bg.panel" rounded="card" shadow="card" p={{ base: '6', md: '8' }}>
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text fontVariantNumeric="tabular-nums">
            Loading bookings…{bookings.loaded > 0 ? ` ${bookings.loaded} loaded` : ''}
          </Text>
        </HStack>
      </Box>
    );
  }
  if (bookings.isError) {
    return (
      <RetryAlert
        title="We could not load the bookings."
        description="No figures are shown until every booking has loaded. Please try again."
        isRetrying={bookings.isFetching}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  return children(bookings.data);
}
