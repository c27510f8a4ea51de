import { Box, Container, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { PackageList } from '@sunward/shared/schemas/package';
import { nextOpenDeparture } from '../../../components/packages/departures';
import { bookingPath } from '../../../lib/booking-path';
import { formatDateRange } from '../../../lib/format';
import { LinkButton } from '../../../components/link-button';

/**
 * The featured Morocco trip that ends in Marrakech, told in full: every highlight, its next
 * departure with a seat, and a Book Now for that departure carrying its price. Nothing shows
 * while no such trip is bookable.
 */
export function MarrakechSpotlight({ packages }: { packages: PackageList | undefined }) {
  const spotlight = packages
    ?.filter((entry) => entry.destination === 'Morocco' && entry.title.includes('Marrakech'))
    .map((trip) => ({ trip, departure: nextOpenDeparture(trip) }))
    .find((entry) => entry.departure !== undefined);
  if (!spotlight?.departure) return null;
  const { trip, departure } = spotlight;
  const price = formatUsd(dollarsToCents(departure.price));

  return (
    <Box as="section" aria-labelledby="spotlight-title" bg="inverse.bg" color="inverse.fg" py={{ base: '14', md: '20' }} css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1.1fr' }} gap={{ base: '8', lg: '16' }} alignItems="center">
          <Stack gap="5">
            <Text textStyle="eyebrow" color="inverse.accent">
              Trip spotlight
            </Text>
            <Heading as="h2" id="spotlight-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }} color="inverse.fg">
              {trip.title}
            </Heading>
            <Text textStyle="lead" color="inverse.fg" opacity="0.9">
              {trip.description}
            </Text>
            <Text fontSize="sm" color="inverse.muted">
              {trip.duration} · {formatDateRange(departure.departureDate, departure.returnDate)}
            </Text>
            <Box>
              <LinkButton to={bookingPath(trip.id, departure.id)} colorPalette="accent" size="lg">Book Now – {price}</LinkButton>
              <Text fontSize="xs" color="inverse.muted" mt="2">
                per person, reserve with a deposit
              </Text>
            </Box>
          </Stack>
          <Box bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="card" p={{ base: '6', md: '8' }}>
            <Heading as="h3" fontSize="lg" mb="4" color="inverse.fg">
              Trip highlights
            </Heading>
            <List.Root gap="3" listStyle="none">
              {trip.highlights.map((highlight) => (
                <List.Item key={highlight} display="flex" gap="3" alignItems="baseline">
                  <Box as="span" aria-hidden="true" color="inverse.accent" flexShrink={0}>
                    ✦
                  </Box>
                  <Text as="span">{highlight}</Text>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
