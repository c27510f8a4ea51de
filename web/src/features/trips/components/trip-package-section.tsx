import { Badge, Box, Center, Flex, Grid, HStack, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import type { Package } from '@sunward/shared/schemas/package';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { departurePriceText, isBookable, nextOpenDeparture, seatsLeftLabel } from '../../../components/packages/departures';
import { PackageBadges } from '../../../components/packages/package-badges';
import { PricePerPerson } from '../../../components/packages/price-per-person';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { TripCardTitle } from '../../../components/packages/trip-card-title';
import type { TripContent } from '../../../content/trips/trip-content';
import { bookingPath } from '../../../lib/booking-path';
import { formatDateRange } from '../../../lib/format';
import { waitlistJoinPath } from '../../../lib/waitlist-path';
import type { TripPackageState } from '../lib/trip-links';
import { SoldOutInquiry } from './sold-out-inquiry';
import { TripSection } from './trip-section';
import { LinkButton } from '../../../components/link-button';

/** Seat counts at or below this are worth telling. */
const FEW_SEATS = 6;

/**
 * Where the page sells its package (`#packages`): the package card with every upcoming departure
 * while one has a seat, the future-departures inquiry otherwise, nothing when the catalogue has
 * no such package.
 */
export function TripPackageSection({ content, state }: { content: TripContent; state: TripPackageState }) {
  if (state.status === 'success' && !state.trip) return <Box id="packages" />;
  if (state.status === 'success' && state.trip && !isBookable(state.trip)) return <SoldOutInquiry content={content} trip={state.trip} />;

  const heading = content.packageSection ?? { eyebrow: 'Dates & price', title: 'Reserve your place' };
  return (
    <TripSection id="packages" eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} bg="bg.subtle">
      {state.status === 'pending' ? (
        <Center minH="80" flexDirection="column" gap="3" role="status" bg="bg.panel" rounded="card">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">Loading trip details…</Text>
        </Center>
      ) : state.status === 'error' ? (
        <RetryAlert
          title="We could not load this trip's dates and price just now."
          description="Please try again in a moment, or ask us directly."
          isRetrying={state.isRetrying}
          onRetry={state.retry}
        />
      ) : state.trip ? (
        <PackageDetails content={content} trip={state.trip} />
      ) : null}
    </TripSection>
  );
}

function PackageDetails({ content, trip }: { content: TripContent; trip: Package }) {
  const titleId = `package-${trip.id}-title`;
  const next = nextOpenDeparture(trip);
  return (
    <Grid
      as="article"
      aria-labelledby={titleId}
      templateColumns={{ base: '1fr', lg: '1fr 1.1fr' }}
      bg="bg.panel"
      rounded="card"
      shadow="card"
      overflow="hidden"
    >
      <TripCardImage src={trip.imageUrl} bg="bg.muted" imageProps={{ h: 'full' }}>
        <PackageBadges trip={trip} />
      </TripCardImage>
      <Stack gap="5" p={{ base: '5', md: '8' }}>
        <Stack gap="2">
          <TripCardTitle trip={trip} id={titleId} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15" />
          <Text color="fg.muted">{trip.description}</Text>
        </Stack>
        <List.Root as="ul" gap="2" ps="5" fontSize="sm" color="fg">
          <List.Item _marker={{ color: 'brand.solid' }}>{trip.duration}</List.Item>
          {content.packageFacts.map((fact) => (
            <List.Item key={fact} _marker={{ color: 'brand.solid' }}>
              {fact}
            </List.Item>
          ))}
        </List.Root>
        <HStack justify="space-between" align="end" gap="4" wrap="wrap" pt="4" borderTopWidth="1px" borderColor="border">
          <PricePerPerson priceDollars={next?.price ?? trip.price} label="From" size="lg" />
          <Text fontSize="sm" color="fg.muted" maxW="xs">
            Reserve with a {formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per person; the rest is due by the date shown for your departure.
          </Text>
        </HStack>
        <DepartureList trip={trip} />
      </Stack>
    </Grid>
  );
}

/**
 * Every upcoming departure: its dates, seats left, its price when it differs, and Book Now, or, once
 * every seat is taken, 'Join the waitlist' (decision 053).
 */
function DepartureList({ trip }: { trip: Package }) {
  const headingId = `package-${trip.id}-departures`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h4" id={headingId} fontSize="md" fontFamily="body" fontWeight="700">
        Upcoming departures
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" aria-labelledby={headingId} data-departure-list={trip.id}>
        {trip.departures.map((departure) => {
          const dates = formatDateRange(departure.departureDate, departure.returnDate);
          const soldOut = departure.isSoldOut || departure.seatsLeft <= 0;
          // A trip the operator stopped selling is sold out with seats left: it takes no waitlist.
          const full = departure.seatsLeft <= 0;
          const fewSeats = !soldOut && departure.seatsLeft <= FEW_SEATS;
          return (
            <Flex
              as="li"
              key={departure.id}
              align="center"
              justify="space-between"
              gap="3"
              wrap="wrap"
              borderWidth="1px"
              borderColor="border"
              rounded="lg"
              px="4"
              py="3"
              bg="bg.panel"
              // A static page's catalogue refresh (`src/enhance/catalogue.ts`) finds the row by these
              // and marks it `data-sold-out` when its last seat has gone since the build, or unmarks it
              // when seats are back on sale.
              data-departure-id={departure.id}
              data-departure-date={departure.departureDate}
              data-sold-out={soldOut ? '' : undefined}
              css={{ '&[data-sold-out]': { bg: 'bg.muted' } }}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold" data-dates="">
                  {dates}
                </Text>
                <Text
                  fontSize="sm"
                  color={fewSeats ? 'accent.fg' : 'fg.muted'}
                  fontWeight={fewSeats ? 'semibold' : 'normal'}
                  css={{ '[data-sold-out] &': { color: 'fg.muted', fontWeight: 'normal' } }}
                >
                  <span data-seats="">{seatsLeftLabel(departure)}</span>
                  <span data-price="">{departurePriceText(departure.price, trip.price)}</span>
                </Text>
              </Stack>
              {/* The badge and both links are in the page whatever the build saw, the ones that do not
                  apply hidden, for the refresh to show when seats go or come back. */}
              <HStack gap="3">
                <Badge colorPalette="gray" variant="subtle" size="md" hidden={!soldOut} data-sold-out-badge="">
                  Sold out
                </Badge>
                <LinkButton to={bookingPath(trip.id, departure.id)} colorPalette="brand" size="sm" aria-label={`Book Now: ${dates}`} hidden={soldOut} data-book="">
                  Book Now
                </LinkButton>
                <LinkButton
                  to={waitlistJoinPath(trip.id, departure.id)}
                  colorPalette="brand"
                  variant="outline"
                  size="sm"
                  aria-label={`Join the waitlist: ${dates}`}
                  hidden={!full}
                  data-waitlist=""
                >
                  Join the waitlist
                </LinkButton>
              </HStack>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
