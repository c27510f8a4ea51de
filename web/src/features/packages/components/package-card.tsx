import { Badge, Box, Button, Card, Flex, HStack, Heading, Image, List, Text } from '@chakra-ui/react';
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
  /** From the large breakpoint, span the whole row with the picture beside the text. */
  wide?: boolean;
}

/** A bookable trip: picture, badges, what it is, the first highlights, the price and Book Now. */
export function PackageCard({ trip, eager = false, wide = false }: PackageCardProps) {
  const titleId = `trip-${trip.id}-title`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      overflow="hidden"
      rounded="card"
      shadow="card"
      borderWidth="0"
      bg="bg.panel"
      transition="transform 0.2s ease, box-shadow 0.2s ease"
      _hover={{ transform: 'translateY(-3px)', shadow: 'raised' }}
      {...(wide ? { gridColumn: { lg: '1 / -1' }, flexDirection: { lg: 'row' } } : {})}
    >
      <Box position="relative" flexShrink={0} {...(wide ? { w: { lg: '56%' }, minH: { lg: '96' } } : {})}>
        <Image
          src={trip.imageUrl}
          alt=""
          htmlWidth={IMAGE_WIDTH}
          htmlHeight={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          display="block"
          w="full"
          h="auto"
          aspectRatio={`${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`}
          fit="cover"
          bg="bg.muted"
          // Beside the text, the picture fills its half of the row whatever the text's height.
          {...(wide ? { position: { lg: 'absolute' }, inset: { lg: '0' }, h: { lg: 'full' }, aspectRatio: { lg: 'auto' } } : {})}
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
      <Flex direction="column" flex="1" minW="0">
        <Card.Body gap="3" p={{ base: '5', md: wide ? '8' : '6' }}>
          <Text textStyle="eyebrow" color="accent.fg">
            {trip.destination}
          </Text>
          <Heading as="h3" id={titleId} fontSize={wide ? { base: 'xl', md: '2xl', lg: '3xl' } : { base: 'xl', md: '2xl' }} lineHeight="1.2">
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
        <Card.Footer justifyContent="space-between" alignItems="end" gap="4" px={{ base: '5', md: wide ? '8' : '6' }} pb={{ base: '5', md: wide ? '8' : '6' }} pt="0">
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
      </Flex>
    </Card.Root>
  );
}
