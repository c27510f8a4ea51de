import { Box, Center, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { RetryAlert } from '../components/feedback/retry-alert';
import { isBookable } from '../components/packages/departures';
import { tripPathForPackage } from '../content/trips/trip-pages';
import { usePackages } from '../features/packages/api/get-packages';
import { PastTripsHighlights } from '../features/trips/components/past-trips-highlights';
import { SoldOutTripCard } from '../features/trips/components/sold-out-trip-card';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';
import { LinkButton } from '../components/link-button';

/**
 * /past-trips: the trips from `GET /api/packages` that take no booking (sold out, or no upcoming
 * departure with a seat), each linking to its page to ask about future dates.
 */
export function PastTripsScreen() {
  usePageMeta({
    title: pageTitle('Past Adventures: Sold Out Trips'),
    description:
      'Trips our small groups have filled: Guyana\u2019s Kaieteur Falls, colonial Cartagena and more. See what they were like and ask to hear first about future departures.',
  });
  const { data, isPending, isError, isFetching, refetch } = usePackages();
  const soldOut = data?.filter((trip) => !isBookable(trip)) ?? [];

  return (
    <>
      <Box as="section" aria-labelledby="past-trips-title" bg="bg.subtle" pt={{ base: '12', md: '20' }} pb={{ base: '10', md: '14' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <Stack gap="4" maxW="3xl" mb={{ base: '8', md: '12' }}>
            <Text textStyle="eyebrow" color="accent.fg">
              Sold out trips
            </Text>
            <Heading as="h1" id="past-trips-title" textStyle="display" fontSize={{ base: '4xl', md: '6xl' }}>
              Past Adventures
            </Heading>
            <Text textStyle="lead" color="fg.muted">
              These departures filled up, but the places are still waiting. Look back at where our groups have been, and tell us
              you would like to go: when a trip returns, you hear first.
            </Text>
          </Stack>
          <PastTripsHighlights />
        </Container>
      </Box>

      <Box as="section" aria-labelledby="sold-out-title" py={{ base: '12', md: '16' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <Heading as="h2" id="sold-out-title" textStyle="sectionTitle" fontSize={{ base: '2xl', md: '4xl' }} mb={{ base: '6', md: '10' }}>
            Sold Out Trips
          </Heading>
          {isPending ? (
            <Center py="16" flexDirection="column" gap="3" role="status">
              <Spinner size="lg" color="brand.solid" />
              <Text color="fg.muted">Loading past trips...</Text>
            </Center>
          ) : isError ? (
            <RetryAlert title="We could not load our past trips just now." isRetrying={isFetching} onRetry={() => void refetch()} />
          ) : soldOut.length === 0 ? (
            <Stack align="center" gap="4" py="12" textAlign="center" bg="bg.subtle" rounded="card">
              <Text fontSize="lg">No sold-out trips at the moment.</Text>
              <LinkButton to="/" colorPalette="brand">View Available Destinations</LinkButton>
            </Stack>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '6', md: '8' }}>
              {soldOut.map((trip, index) => (
                <SoldOutTripCard key={trip.id} trip={trip} to={tripPathForPackage(trip)} eager={index < 2} />
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>

      <Box as="section" aria-labelledby="past-trips-cta-title" pb={{ base: '14', md: '20' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <Stack
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'start', md: 'center' }}
            justify="space-between"
            gap="6"
            bg="inverse.bg"
            color="inverse.fg"
            rounded="card"
            p={{ base: '6', md: '10' }}
          >
            <Stack gap="2" maxW="2xl">
              <Heading as="h2" id="past-trips-cta-title" textStyle="sectionTitle" fontSize={{ base: '2xl', md: '3xl' }} color="inverse.fg">
                Missed one of these?
              </Heading>
              <Text color="inverse.fg" opacity="0.9">
                Tell us where you would like to go next. Popular trips come back, and people who ask get the first places.
              </Text>
            </Stack>
            <LinkButton to="/contact" colorPalette="accent" size="lg" flexShrink={0} css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>Contact Us</LinkButton>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
