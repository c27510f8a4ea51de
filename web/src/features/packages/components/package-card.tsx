import { Badge, Box, Button, Card, HStack, Heading, List, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { formatDateRange } from '../../../lib/format';

/** The image size every trip illustration is drawn at; set on the element so nothing shifts while it loads. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 500;

export interface PackageCardProps {
  trip: Package;
  /** The first cards on a page load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
}

/** A bookable trip: picture, badges, what it is, the first highlights, the price and Book Now. */
export function PackageCard({ trip, eager = false }: PackageCardProps) {
  const titleId = `trip-${trip.id}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" rounded="card" shadow="card" borderWidth="0" bg="bg.panel">
      <Box position="relative">
        <img
          src={trip.imageUrl}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}` }}
        />
        <HStack position="absolute" top="3" left="3" gap="2">
          {trip.isPopular && (
            <Badge colorPalette="brand" variant="solid" size="md">
              Popular
            </Badge>
          )}
          {trip.isHotDeal && (
            <Badge colorPalette="accent" variant="solid" size="md">
              Hot Deal
            </Badge>
          )}
        </HStack>
      </Box>
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <Text textStyle="eyebrow" color="accent.fg">
          {trip.destination}
        </Text>
        <Heading as="h3" id={titleId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {trip.title}
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {trip.description}
        </Text>
        <Text fontSize="sm" fontWeight="semibold" color="fg">
          {trip.duration}
          {trip.departureDate && trip.returnDate ? ` · ${formatDateRange(trip.departureDate, trip.returnDate)}` : ''}
        </Text>
        <List.Root gap="1.5" ps="5" color="fg.muted" fontSize="sm">
          {trip.highlights.slice(0, 3).map((highlight) => (
            <List.Item key={highlight} _marker={{ color: 'brand.solid' }}>
              {highlight}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="end" gap="4" px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0">
        <Box>
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            From
          </Text>
          <Text fontFamily="heading" fontSize="2xl" fontWeight="600" lineHeight="1" color="brand.fg">
            {formatUsd(dollarsToCents(trip.price))}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            per person
          </Text>
        </Box>
        <Button asChild colorPalette="brand">
          <RouterLink to={`/booking?package=${encodeURIComponent(trip.id)}`} aria-label={`Book Now: ${trip.title}`}>
            Book Now
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
