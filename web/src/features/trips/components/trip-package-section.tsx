import { Box, Button, Center, Grid, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { PackageBadges } from '../../../components/packages/package-badges';
import { PricePerPerson } from '../../../components/packages/price-per-person';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { TripCardTitle } from '../../../components/packages/trip-card-title';
import type { TripContent } from '../../../content/trips/trip-content';
import { bookingPath } from '../../../lib/booking-path';
import { formatDateRange } from '../../../lib/format';
import type { TripPackageState } from '../lib/trip-links';
import { SoldOutInquiry } from './sold-out-inquiry';
import { TripSection } from './trip-section';

/** Seat counts at or below this are worth telling. */
const FEW_SEATS = 6;

/**
 * Where the page sells its package (`#packages`): the package card while bookable, the
 * future-departures inquiry once sold out, nothing when the catalogue has no such package.
 */
export function TripPackageSection({ content, state }: { content: TripContent; state: TripPackageState }) {
  if (state.status === 'success' && !state.trip) return <Box id="packages" />;
  if (state.status === 'success' && state.trip?.isSoldOut) return <SoldOutInquiry content={content} />;

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
  const dates = trip.departureDate && trip.returnDate ? formatDateRange(trip.departureDate, trip.returnDate) : undefined;
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
          {dates && (
            <List.Item _marker={{ color: 'brand.solid' }} fontWeight="semibold">
              {dates}
            </List.Item>
          )}
        </List.Root>
        <HStack justify="space-between" align="end" gap="4" wrap="wrap" pt="4" borderTopWidth="1px" borderColor="border">
          <PricePerPerson
            priceDollars={trip.price}
            label="Price"
            size="lg"
            note={`per person${trip.seatsLeft > 0 && trip.seatsLeft <= FEW_SEATS ? ` · only ${trip.seatsLeft} seats left` : ''}`}
          />
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={bookingPath(trip.id)}>Book Now</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Grid>
  );
}
