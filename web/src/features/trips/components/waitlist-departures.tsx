import { Flex, Stack, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import { LinkButton } from '../../../components/link-button';
import { formatDateRange } from '../../../lib/format';
import { waitlistJoinPath } from '../../../lib/waitlist-path';

/**
 * A sold-out trip's upcoming departures whose seats are all taken, each with 'Join the waitlist'
 * (decision 053). A departure the operator stopped selling has no waitlist, so it is not listed;
 * nothing is shown when no departure is full.
 */
export function WaitlistDepartures({ trip, size = 'md' }: { trip: Package; size?: 'sm' | 'md' }) {
  const full = trip.departures.filter((departure) => departure.seatsLeft <= 0);
  if (full.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        Wait for a seat on a full departure
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={`Full departures of ${trip.title}`}>
        {full.map((departure) => {
          const dates = formatDateRange(departure.departureDate, departure.returnDate);
          return (
            <Flex as="li" key={departure.id} align="center" justify="space-between" gap="3" wrap="wrap" borderWidth="1px" borderColor="border" rounded="lg" px={size === 'sm' ? '3' : '4'} py={size === 'sm' ? '2' : '3'}>
              <Text fontWeight="semibold" fontSize={size === 'sm' ? 'sm' : 'md'}>
                {dates}
              </Text>
              <LinkButton to={waitlistJoinPath(trip.id, departure.id)} colorPalette="brand" variant="outline" size="sm" aria-label={`Join the waitlist: ${dates}`}>
                Join the waitlist
              </LinkButton>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
