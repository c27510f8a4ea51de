import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { hasDeparted } from '@sunward/shared/rules/departure';
import { IsoDate } from '@sunward/shared/schemas/fields';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { nextOpenDeparture, seatsLeftLabel } from '../../../components/packages/departures';
import { bookingPath } from '../../../lib/booking-path';
import { formatDate, formatDateRange } from '../../../lib/format';
import { LinkButton } from '../../../components/link-button';

/**
 * In place of the booking steps when the departure linked to takes no booking: it has left, or
 * the trip has no such departure (any more). Offers the trip's other departures that have a seat.
 * Departure ids are their first date, which tells a departure that left from one never known.
 */
export function DepartedNotice({ trip, departureId, now }: { trip: Package; departureId: string; now: Date }) {
  const headingId = 'departed-title';
  const left = IsoDate.safeParse(departureId).success && hasDeparted(departureId, now);
  const others = trip.departures.filter((departure) => nextOpenDeparture({ isSoldOut: trip.isSoldOut, departures: [departure] }));
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="4" align="start">
        <Text textStyle="eyebrow" color="accent.fg">
          {left ? 'Departed' : 'Departure not available'}
        </Text>
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {left ? 'This departure has already left' : 'This departure is not open for booking'}
        </Heading>
        <Text color="fg.muted">
          {left
            ? `The ${trip.title} departure of ${formatDate(departureId)} has left, so it can no longer be booked.`
            : `${trip.title} has no open departure by that name: it may have been moved, closed or cancelled.`}{' '}
          {others.length > 0 ? 'Choose one of its upcoming departures instead:' : 'No other departure of this trip has a seat just now.'}
        </Text>
        {others.length > 0 && (
          <List.Root gap="2" ps="5" aria-label="Upcoming departures">
            {others.map((departure) => (
              <List.Item key={departure.id} _marker={{ color: 'brand.solid' }}>
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={bookingPath(trip.id, departure.id)}>{formatDateRange(departure.departureDate, departure.returnDate)}</RouterLink>
                </Link>{' '}
                <Text as="span" color="fg.muted" fontSize="sm">
                  ({seatsLeftLabel(departure)})
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <LinkButton to="/contact" variant="outline" colorPalette="brand" size="lg">Ask about the next departure</LinkButton>
          <LinkButton to="/" variant="outline" colorPalette="brand" size="lg">See upcoming trips</LinkButton>
        </Stack>
      </Stack>
    </Box>
  );
}
