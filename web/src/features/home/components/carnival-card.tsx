import { Badge, Card, HStack, Link, Text, Wrap } from '@chakra-ui/react';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { BookNowLink } from '../../../components/packages/book-now-link';
import { PricePerPerson } from '../../../components/packages/price-per-person';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { TripCardTitle } from '../../../components/packages/trip-card-title';
import { formatDurationAndDates } from '../../../lib/format';

const carnivalFacts = ['All-inclusive', `${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per person`, 'Costume included'] as const;

/**
 * St. Lucia Carnival (`packageIds.stLucia`) among the other tours: the package's dates and price,
 * and what sets it apart.
 */
export function CarnivalCard({ trip }: { trip: Package }) {
  const titleId = `trip-${trip.id}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" rounded="card" shadow="card" borderWidth="0" bg="bg.panel">
      <TripCardImage src={trip.imageUrl}>
        <Badge position="absolute" top="3" left="3" colorPalette="accent" variant="solid" size="md">
          Carnival
        </Badge>
      </TripCardImage>
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <TripCardTitle trip={trip} id={titleId} />
        <Text fontSize="sm" fontWeight="semibold">
          {formatDurationAndDates(trip)}
        </Text>
        <Text color="fg.muted" lineClamp={3}>
          {trip.description}
        </Text>
        <Wrap gap="2" as="ul" listStyleType="none" aria-label="Carnival package">
          {carnivalFacts.map((fact) => (
            <Badge as="li" key={fact} colorPalette="brand" variant="subtle" size="md" rounded="full" px="2.5">
              {fact}
            </Badge>
          ))}
        </Wrap>
        <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm" alignSelf="start">
          <RouterLink to="/st-lucia">About the carnival trip →</RouterLink>
        </Link>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="end" gap="4" px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0">
        <PricePerPerson priceDollars={trip.price} label="From" />
        <HStack>
          <BookNowLink trip={trip} />
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
