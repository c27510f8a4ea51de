import { Badge, Card, List, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { TripCardTitle } from '../../../components/packages/trip-card-title';
import { LinkButton } from '../../../components/link-button';
import { WaitlistDepartures } from './waitlist-departures';

/** Sold-out cards show at most this many highlights (spec §9). */
const MAX_HIGHLIGHTS = 4;

export interface SoldOutTripCardProps {
  trip: Package;
  /** The trip's own page, where future departures can be asked about. */
  to: string;
  eager?: boolean;
}

/**
 * A past, sold-out trip: what it was, the waitlist of each of its upcoming departures that is full,
 * and a way to ask about the next one. Never a booking link.
 */
export function SoldOutTripCard({ trip, to, eager = false }: SoldOutTripCardProps) {
  const titleId = `past-${trip.id}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" rounded="card" shadow="card" borderWidth="0" bg="bg.panel">
      <TripCardImage src={trip.imageUrl} eager={eager} imageProps={{ filter: 'saturate(0.75)' }}>
        <Badge position="absolute" top="3" left="3" colorPalette="red" variant="solid" size="lg">
          SOLD OUT
        </Badge>
      </TripCardImage>
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <TripCardTitle trip={trip} id={titleId} />
        <Text color="fg.muted" lineClamp={3}>
          {trip.description}
        </Text>
        <Text fontSize="sm" fontWeight="semibold">
          {trip.duration}
        </Text>
        <List.Root gap="1.5" ps="5" color="fg.muted" fontSize="sm">
          {trip.highlights.slice(0, MAX_HIGHLIGHTS).map((highlight) => (
            <List.Item key={highlight} _marker={{ color: 'brand.solid' }}>
              {highlight}
            </List.Item>
          ))}
        </List.Root>
        <WaitlistDepartures trip={trip} size="sm" />
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0">
        <LinkButton to={to} colorPalette="brand" variant="outline" w="full" whiteSpace="normal" textAlign="center" h="auto" minH="11" py="2" aria-label={`View Details & Inquire About Future Trips: ${trip.title}`}>
          View Details &amp; Inquire About Future Trips
        </LinkButton>
      </Card.Footer>
    </Card.Root>
  );
}
