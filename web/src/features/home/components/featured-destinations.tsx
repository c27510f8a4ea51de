import { Box, Center, Container, Heading, SimpleGrid, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import type { Package, PackageList } from '@sunward/shared/schemas/package';
import { Fragment, type ReactNode } from 'react';
import { DisclosureChevron, WhenClosed, WhenOpen } from '../../../components/disclosure/disclosure-parts';
import { SummaryButton } from '../../../components/disclosure/summary-button';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { homeTrips } from '../lib/home-trips';
import { CarnivalCard } from './carnival-card';
import { PackageExtras } from './package-extras';

/** What a trip card is given beyond its trip; the screen draws the card itself. */
export interface TripCardOptions {
  eager?: boolean;
  wide?: boolean;
  details?: { name: string; content: ReactNode };
}

export interface FeaturedDestinationsProps {
  /** `GET /api/packages`, as its query reports it. */
  packages: PackageList | undefined;
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  renderCard: (trip: Package, options: TripCardOptions) => ReactNode;
}

const TOURS_REGION_ID = 'more-tours';

/** The `name` the featured cards' Details share, so the browser keeps one of them open. */
const FEATURED_DETAILS_NAME = 'featured-trip';

/**
 * Morocco up front, each card able to open its full details (one at a time); a toggle reveals
 * the other tours, St. Lucia Carnival last. Every trip with an upcoming departure that has a seat
 * appears here (`homeTrips`); sold-out ones and those whose departures have all left do not.
 * Both controls are the browser's own `<details>`, so they work as soon as the page is painted.
 */
export function FeaturedDestinations({ packages, isPending, isError, isRetrying, onRetry, renderCard }: FeaturedDestinationsProps) {
  const { featured, carnival, tours } = homeTrips(packages);
  const tourCount = tours.length + (carnival ? 1 : 0);
  const hasTours = tourCount > 0;
  // Three to a row on wide screens: a lone card, or one that would sit alone on the last row,
  // takes a whole row with its picture beside the text.
  const featureFirst = featured.length % 3 === 1;

  return (
    <Box as="section" aria-labelledby="featured-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="2xl">
          <Text textStyle="eyebrow" color="accent.fg">
            Where we go next
          </Text>
          <Heading as="h2" id="featured-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Featured Destinations
          </Heading>
          <Text color="fg.muted" textStyle="lead">
            Hand-built itineraries with an English-speaking guide, hotels we know, and a group small enough to feel like friends.
          </Text>
        </Stack>
        {isPending ? (
          <Center py="16" flexDirection="column" gap="3" role="status">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">Loading trips…</Text>
          </Center>
        ) : isError ? (
          <RetryAlert title="We could not load our trips just now." isRetrying={isRetrying} onRetry={onRetry} />
        ) : featured.length === 0 && !hasTours ? (
          <Text color="fg.muted">Every trip is sold out for now. New departures are announced in our newsletter.</Text>
        ) : (
          <Stack gap={{ base: '8', md: '10' }}>
            {featured.length === 0 ? (
              <Text color="fg.muted">Our Morocco departures are sold out for now. See our other tours below.</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '6', md: '8' }} alignItems="start">
                {featured.map((trip, index) => (
                  <Fragment key={trip.id}>
                    {renderCard(trip, {
                      eager: index < 2,
                      wide: featureFirst && index === 0,
                      details: { name: FEATURED_DETAILS_NAME, content: <PackageExtras trip={trip} /> },
                    })}
                  </Fragment>
                ))}
              </SimpleGrid>
            )}
            {hasTours && (
              <chakra.details id={TOURS_REGION_ID}>
                <SummaryButton variant="outline" colorPalette="brand" size="lg" rounded="full" display="flex" w="fit-content" mx="auto">
                  <WhenClosed>View All Available Tours</WhenClosed>
                  <WhenOpen>Show Less Tours</WhenOpen>
                  <DisclosureChevron />
                </SummaryButton>
                <SimpleGrid
                  columns={{ base: 1, md: Math.min(tourCount, 2), lg: Math.min(tourCount, 3) }}
                  gap={{ base: '6', md: '8' }}
                  maxW={tourCount === 1 ? 'lg' : undefined}
                  mx="auto"
                  mt={{ base: '6', md: '8' }}
                >
                  {tours.map((trip) => (
                    <Fragment key={trip.id}>{renderCard(trip, {})}</Fragment>
                  ))}
                  {carnival && <CarnivalCard trip={carnival} />}
                </SimpleGrid>
              </chakra.details>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
