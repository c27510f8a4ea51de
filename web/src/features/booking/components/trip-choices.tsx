import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { PackageList } from '@sunward/shared/schemas/package';
import { nextOpenDeparture } from '../../../components/packages/departures';
import { bookingPath } from '../../../lib/booking-path';
import { formatDateRange } from '../../../lib/format';
import { LinkButton } from '../../../components/link-button';

/**
 * The trips that take bookings, to choose one from when the booking page was opened without a
 * package: each with its next departure and price. Nothing shows until the trips are known.
 */
export function TripChoices({ packages }: { packages: PackageList | undefined }) {
  const choices = (packages ?? []).flatMap((trip) => {
    const departure = nextOpenDeparture(trip);
    return departure ? [{ trip, departure }] : [];
  });
  if (packages === undefined) return null;
  if (choices.length === 0) {
    return <Text color="fg.muted">No trip is open for booking just now. New departures are announced in our newsletter.</Text>;
  }
  return (
    <Box as="section" aria-labelledby="trip-choices-title" w="full" textAlign="start">
      <Heading as="h2" id="trip-choices-title" fontSize={{ base: 'xl', md: '2xl' }} mb="4" textAlign="center">
        Trips open for booking
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {choices.map(({ trip, departure }) => (
          <Flex as="li" key={trip.id} direction="column" gap="3" bg="bg.panel" rounded="card" shadow="card" p="5" justify="space-between">
            <Stack gap="1">
              <Text textStyle="eyebrow" color="accent.fg">
                {trip.destination}
              </Text>
              <Heading as="h3" fontSize="lg" lineHeight="1.25">
                {trip.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Next departure {formatDateRange(departure.departureDate, departure.returnDate)}
                {trip.departures.length > 1 ? `, or one of ${trip.departures.length - 1} more` : ''}
              </Text>
            </Stack>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Text fontWeight="semibold" color="brand.fg">
                From {formatUsd(dollarsToCents(departure.price))} per person
              </Text>
              <LinkButton to={bookingPath(trip.id)} colorPalette="brand" size="sm" aria-label={`Book ${trip.title}`}>
                Book
              </LinkButton>
            </Flex>
          </Flex>
        ))}
      </SimpleGrid>
    </Box>
  );
}
