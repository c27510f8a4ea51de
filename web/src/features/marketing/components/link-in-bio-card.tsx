import { Badge, Box, HStack, Image, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { Package } from '@sunward/shared/schemas/package';
import { Link as RouterLink } from 'react-router';
import { formatDateRange } from '../../../lib/format';
import type { LinkInBioDestination } from './link-in-bio-destinations';

const THUMB_WIDTH = 96;
const THUMB_HEIGHT = 96;

export interface LinkInBioCardProps {
  destination: LinkInBioDestination;
  /** The package, once loaded; its title, duration, dates and price fill the card. */
  trip: Package | undefined;
  isLoading: boolean;
}

/** One trip as a tappable row: picture, badge, name, length and dates, and the price from the package. */
export function LinkInBioCard({ destination, trip, isLoading }: LinkInBioCardProps) {
  const name = destination.name ?? trip?.title ?? 'St. Lucia Carnival';
  const dates = trip?.departureDate && trip.returnDate ? formatDateRange(trip.departureDate, trip.returnDate) : null;
  const details = [trip?.duration, destination.route].filter(Boolean).join(' · ');

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
        <Image
          src={trip?.imageUrl ?? destination.placeholderImage}
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
        <Stack gap="1" minW="0" flex="1">
          <Box>
            <Badge colorPalette={destination.badge.palette} variant={destination.badge.palette === 'gray' ? 'surface' : 'solid'} size="sm">
              {destination.badge.label}
            </Badge>
          </Box>
          <Text as="h3" fontFamily="heading" fontWeight="600" fontSize="md" lineHeight="1.25">
            <LinkOverlay asChild>
              <RouterLink to={destination.to}>{name}</RouterLink>
            </LinkOverlay>
          </Text>
          {isLoading ? (
            <Skeleton h="4" w="70%" />
          ) : (
            <>
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
              {trip && (
                <Text fontSize="sm" color="fg">
                  From{' '}
                  <Text as="span" fontWeight="700" color="brand.fg">
                    {formatUsd(dollarsToCents(trip.price))}
                  </Text>
                </Text>
              )}
            </>
          )}
        </Stack>
        <Text aria-hidden="true" color="fg.subtle" fontSize="xl" flexShrink={0} pe="1">
          ›
        </Text>
      </HStack>
    </LinkBox>
  );
}
