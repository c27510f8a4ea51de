import { Box, Button, Card, Flex, HStack, List, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import type { ReactNode } from 'react';
import { BookNowLink } from '../../../components/packages/book-now-link';
import { PackageBadges } from '../../../components/packages/package-badges';
import { PricePerPerson } from '../../../components/packages/price-per-person';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { TripCardTitle } from '../../../components/packages/trip-card-title';
import { formatDurationAndDates } from '../../../lib/format';

export interface PackageCardDetails {
  expanded: boolean;
  onToggle: () => void;
  /** Shown below the card while expanded, after the card has listed every highlight. */
  content: ReactNode;
}

export interface PackageCardProps {
  trip: Package;
  /** The first cards on a page load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** From the large breakpoint, span the whole row with the picture beside the text. */
  wide?: boolean;
  /**
   * A Details control that opens more about the trip: every highlight, then `content`. The
   * caller owns the open state, so a list can keep one card open at a time.
   */
  details?: PackageCardDetails;
}

/** A bookable trip: picture, badges, what it is, the first highlights, the price and Book Now. */
export function PackageCard({ trip, eager = false, wide = false, details }: PackageCardProps) {
  const titleId = `trip-${trip.id}-title`;
  const detailsId = `trip-${trip.id}-details`;
  const expanded = details?.expanded ?? false;
  const highlights = expanded ? trip.highlights : trip.highlights.slice(0, 3);
  const padding = { base: '5', md: wide ? '8' : '6' };
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      overflow="hidden"
      rounded="card"
      shadow={expanded ? 'raised' : 'card'}
      borderWidth="0"
      bg="bg.panel"
      transition="transform 0.2s ease, box-shadow 0.2s ease"
      _hover={expanded ? undefined : { transform: 'translateY(-3px)', shadow: 'raised' }}
      {...(wide ? { gridColumn: { lg: '1 / -1' } } : {})}
    >
      <Flex direction={wide ? { base: 'column', lg: 'row' } : 'column'} flex="1">
        <TripCardImage
          src={trip.imageUrl}
          eager={eager}
          flexShrink={0}
          {...(wide ? { w: { lg: '56%' }, minH: { lg: '96' } } : {})}
          // Beside the text, the picture fills its half of the row whatever the text's height.
          imageProps={wide ? { position: { lg: 'absolute' }, inset: { lg: '0' }, h: { lg: 'full' }, aspectRatio: { lg: 'auto' } } : undefined}
        >
          <PackageBadges trip={trip} />
        </TripCardImage>
        <Flex direction="column" flex="1" minW="0">
          <Card.Body gap="3" p={padding}>
            <TripCardTitle trip={trip} id={titleId} fontSize={wide ? { base: 'xl', md: '2xl', lg: '3xl' } : undefined} />
            <Text color="fg.muted" lineClamp={expanded ? undefined : 3}>
              {trip.description}
            </Text>
            <Text fontSize="sm" fontWeight="semibold" color="fg">
              {formatDurationAndDates(trip)}
            </Text>
            <List.Root gap="1.5" ps="5" color="fg.muted" fontSize="sm">
              {highlights.map((highlight) => (
                <List.Item key={highlight} _marker={{ color: 'brand.solid' }}>
                  {highlight}
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
          <Card.Footer justifyContent="space-between" alignItems="end" flexWrap="wrap" gap="4" px={padding} pb={padding} pt="0">
            <PricePerPerson priceDollars={trip.price} label="From" />
            <HStack gap="2" flex={{ base: '1 1 auto', sm: '0 0 auto' }} justify="flex-end" css={{ '& > *': { flex: { base: '1', sm: 'none' } } }}>
              {details && (
                <Button
                  variant="outline"
                  colorPalette="brand"
                  aria-expanded={expanded}
                  aria-controls={detailsId}
                  aria-label={`Details: ${trip.title}`}
                  onClick={details.onToggle}
                >
                  Details
                  <Chevron up={expanded} />
                </Button>
              )}
              <BookNowLink trip={trip} />
            </HStack>
          </Card.Footer>
        </Flex>
      </Flex>
      {details && (
        <Box
          id={detailsId}
          hidden={!expanded}
          borderTopWidth="1px"
          borderColor="border"
          bg="bg.subtle"
          px={padding}
          py={{ base: '5', md: '6' }}
        >
          {expanded && details.content}
        </Box>
      )}
    </Card.Root>
  );
}

function Chevron({ up }: { up: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
      style={{ transform: up ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s ease' }}
    >
      <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
