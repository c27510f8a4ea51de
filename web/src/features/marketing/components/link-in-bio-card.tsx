import { Badge, Box, HStack, Image, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import { Link as RouterLink } from 'react-router';
import { formatDateRange } from '../../../lib/format';
import type { LinkInBioDestination } from './link-in-bio-destinations';

const THUMB_WIDTH = 96;
const THUMB_HEIGHT = 96;

/** One trip as a tappable row: picture, badge, name, length and dates, and the price from the package. */
export function LinkInBioCard({ destination }: { destination: LinkInBioDestination }) {
  const { trip, name } = destination;
  const dates = trip.departureDate && trip.returnDate ? formatDateRange(trip.departureDate, trip.returnDate) : null;
  const details = [trip.duration, destination.route].filter(Boolean).join(' · ');

  return (
    <LinkBox
      as="article"
      aria-label={name}
      bg="bg.panel"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      p="3"
      transition="border-color 0.15s ease, box-shadow 0.15s ease"
      _hover={{ borderColor: 'brand.border', shadow: 'card' }}
    >
      <HStack gap="4" align="center">
        <CardThumbnail src={trip.imageUrl} />
        <Stack gap="1" minW="0" flex="1">
          {destination.badge && (
            <Box>
              <Badge colorPalette={destination.badge.palette} variant={destination.badge.palette === 'gray' ? 'surface' : 'solid'} size="sm">
                {destination.badge.label}
              </Badge>
            </Box>
          )}
          <Text as="h3" fontFamily="heading" fontWeight="600" fontSize="md" lineHeight="1.25">
            <LinkOverlay asChild>
              <RouterLink to={destination.to}>{name}</RouterLink>
            </LinkOverlay>
          </Text>
          {details && (
            <Text fontSize="xs" color="fg.muted">
              {details}
            </Text>
          )}
          {dates && (
            <Text fontSize="xs" color="fg.muted">
              {dates}
            </Text>
          )}
          <Text fontSize="sm" color="fg">
            From{' '}
            <Text as="span" fontWeight="700" color="brand.fg">
              {formatUsd(dollarsToCents(trip.price))}
            </Text>
          </Text>
        </Stack>
        <Chevron />
      </HStack>
    </LinkBox>
  );
}

/** A row in the shape of a trip card while the trips load, so the list does not jump when they come. */
export function LinkInBioCardSkeleton() {
  return (
    <Box bg="bg.panel" rounded="xl" borderWidth="1px" borderColor="border" p="3">
      <HStack gap="4" align="center">
        <Skeleton w={{ base: '72px', sm: `${THUMB_WIDTH}px` }} h={{ base: '72px', sm: `${THUMB_HEIGHT}px` }} flexShrink={0} rounded="lg" />
        <Stack gap="2" minW="0" flex="1">
          <Skeleton h="4" w="40%" />
          <Skeleton h="5" w="80%" />
          <Skeleton h="4" w="60%" />
        </Stack>
        <Chevron />
      </HStack>
    </Box>
  );
}

function Chevron() {
  return (
    <Text aria-hidden="true" color="fg.subtle" fontSize="xl" flexShrink={0} pe="1">
      ›
    </Text>
  );
}

function CardThumbnail({ src }: { src: string }) {
  return (
    <Image
      src={src}
      alt=""
      htmlWidth={THUMB_WIDTH}
      htmlHeight={THUMB_HEIGHT}
      // Square at every width: smaller on a phone so the name has room.
      w={{ base: '72px', sm: `${THUMB_WIDTH}px` }}
      h={{ base: '72px', sm: `${THUMB_HEIGHT}px` }}
      flexShrink={0}
      fit="cover"
      rounded="lg"
      bg="bg.muted"
      loading="eager"
      decoding="async"
    />
  );
}
