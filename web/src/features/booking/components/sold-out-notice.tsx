import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import { LinkButton } from '../../../components/link-button';
import { formatDateRange } from '../../../lib/format';
import { waitlistJoinPath } from '../../../lib/waitlist-path';

/**
 * In place of the booking steps when every seat is taken: each full departure's waitlist
 * (decision 053), and the way to hear about the next departure.
 */
export function SoldOutNotice({ trip }: { trip: Package }) {
  const headingId = 'sold-out-title';
  // A trip the operator stopped selling takes no waitlist: only departures whose seats are all taken do.
  const full = trip.departures.filter((departure) => departure.seatsLeft <= 0);
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="4" align="start">
        <Text textStyle="eyebrow" color="accent.fg">
          Sold out
        </Text>
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          This trip is sold out
        </Heading>
        {full.length > 0 && (
          <>
            <Text color="fg.muted">
              Every seat on {trip.title} is taken. Join a departure&rsquo;s waitlist: when seats free up, they are held for the first in line whose group fits.
            </Text>
            <Stack as="ul" listStyleType="none" gap="2" alignSelf="stretch" aria-label="Departures with a waitlist">
              {full.map((departure) => {
                const dates = formatDateRange(departure.departureDate, departure.returnDate);
                return (
                  <Flex as="li" key={departure.id} align="center" justify="space-between" gap="3" wrap="wrap" borderWidth="1px" borderColor="border" rounded="lg" px="4" py="3">
                    <Text fontWeight="semibold">{dates}</Text>
                    <LinkButton to={waitlistJoinPath(trip.id, departure.id)} colorPalette="brand" variant="outline" size="sm" aria-label={`Join the waitlist: ${dates}`}>
                      Join the waitlist
                    </LinkButton>
                  </Flex>
                );
              })}
            </Stack>
          </>
        )}
        <Text color="fg.muted">
          {full.length > 0 ? 'Or tell us you are interested' : `Every seat on ${trip.title} is taken. Tell us you are interested`} and we will let you know as soon as
          the next departure is announced.
        </Text>
        <LinkButton to="/contact" colorPalette="brand" variant={full.length > 0 ? 'ghost' : 'solid'} size="lg" ms={full.length > 0 ? '-4' : undefined}>
          Ask about future departures
        </LinkButton>
      </Stack>
    </Box>
  );
}
