import { Badge, Box, Button, Card, HStack, Heading, Image, Link, Text, Wrap } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { PricePerPerson } from '../../../components/packages/price-per-person';
import { formatDurationAndDates } from '../../../lib/format';

/** The catalogue package the carnival card sells; its price and dates come from the package. */
export const CARNIVAL_PACKAGE_ID = 'st-lucia-carnival-2026';

const carnivalFacts = ['All-inclusive', 'Pay 30% deposit', 'Costume included'] as const;

/** St. Lucia Carnival among the other tours: the package's dates and price, and what sets it apart. */
export function CarnivalCard({ trip }: { trip: Package }) {
  const titleId = `trip-${trip.id}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" rounded="card" shadow="card" borderWidth="0" bg="bg.panel">
      <Box position="relative">
        <Image
          src={trip.imageUrl}
          alt=""
          htmlWidth={800}
          htmlHeight={500}
          loading="lazy"
          decoding="async"
          display="block"
          w="full"
          h="auto"
          aspectRatio="800 / 500"
          fit="cover"
          bg="bg.muted"
        />
        <Badge position="absolute" top="3" left="3" colorPalette="accent" variant="solid" size="md">
          Carnival
        </Badge>
      </Box>
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <Text textStyle="eyebrow" color="accent.fg">
          {trip.destination}
        </Text>
        <Heading as="h3" id={titleId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {trip.title}
        </Heading>
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
          <Button asChild colorPalette="brand">
            <RouterLink to={`/booking?package=${encodeURIComponent(trip.id)}`} aria-label={`Book Now: ${trip.title}`}>
              Book Now
            </RouterLink>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
