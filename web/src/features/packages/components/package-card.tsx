import { Box, Card, Flex, HStack, List, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import type { ReactNode } from 'react';
import { DisclosureChevron } from '../../../components/disclosure/disclosure-parts';
import { SummaryButton } from '../../../components/disclosure/summary-button';
import { BookNowLink } from '../../../components/packages/book-now-link';
import { PackageBadges } from '../../../components/packages/package-badges';
import { PricePerPerson } from '../../../components/packages/price-per-person';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { TripCardTitle } from '../../../components/packages/trip-card-title';
import { formatDurationAndDates } from '../../../lib/format';

export interface PackageCardDetails {
  /**
   * The `name` the cards of one list share: the browser keeps one of their Details open at a
   * time, before and without any script.
   */
  name: string;
  /** Shown below the card while open, after the card has listed every highlight. */
  content: ReactNode;
}

export interface PackageCardProps {
  trip: Package;
  /** The first cards on a page load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** From the large breakpoint, span the whole row with the picture beside the text. */
  wide?: boolean;
  /** A Details control that opens more about the trip: every highlight, then `content`. */
  details?: PackageCardDetails;
}

const FIRST_HIGHLIGHTS = 3;

// The card's Details is a <details> whose open state the browser keeps; what it opens sits
// elsewhere in the card (the rest of the description and highlights, the panel below the footer),
// so the card shows it while it holds an open Details.
const whileOpen = '&:has(details[data-trip-details][open])';
const whileClosed = '&:not(:has(details[data-trip-details][open]))';
/** The space between highlights, which a hidden one takes back. */
const highlightGap = '1.5';

/** A bookable trip: picture, badges, what it is, the first highlights, the price and Book Now. */
export function PackageCard({ trip, eager = false, wide = false, details }: PackageCardProps) {
  const titleId = `trip-${trip.id}-title`;
  const detailsId = `trip-${trip.id}-details`;
  const highlights = details ? trip.highlights : trip.highlights.slice(0, FIRST_HIGHLIGHTS);
  const padding = { base: '5', md: wide ? '8' : '6' };
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
      css={{
        [`${whileClosed}:hover`]: { transform: 'translateY(-3px)', shadow: 'raised' },
        [whileOpen]: { shadow: 'raised' },
        // Hidden while closed, but laid out with the page: opening a card then only gives them their
        // height, where `display: none` made the tap lay out and style them for the first time.
        // Like `display: none`, `visibility: hidden` keeps them from screen readers, tab and search.
        // A hidden highlight takes back the list's gap before it.
        [`${whileClosed} [data-more-highlight]`]: { visibility: 'hidden', height: '0', overflow: 'hidden', marginTop: `-${highlightGap}` },
        [`${whileClosed} [data-details-panel]`]: { visibility: 'hidden', height: '0', overflow: 'hidden', paddingBlock: '0', borderTopWidth: '0' },
        [`${whileOpen} [data-clamped]`]: { WebkitLineClamp: 'unset', lineClamp: 'unset', display: 'block', overflow: 'visible' },
      }}
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
            <Text color="fg.muted" lineClamp={3} data-clamped="">
              {trip.description}
            </Text>
            <Text fontSize="sm" fontWeight="semibold" color="fg">
              {formatDurationAndDates(trip)}
            </Text>
            <List.Root gap={highlightGap} ps="5" color="fg.muted" fontSize="sm">
              {highlights.map((highlight, index) => (
                <List.Item key={highlight} _marker={{ color: 'brand.solid' }} {...(index >= FIRST_HIGHLIGHTS ? { 'data-more-highlight': '' } : {})}>
                  {highlight}
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
          <Card.Footer justifyContent="space-between" alignItems="end" flexWrap="wrap" gap="4" px={padding} pb={padding} pt="0">
            <PricePerPerson priceDollars={trip.price} label="From" />
            <HStack gap="2" flex={{ base: '1 1 auto', sm: '0 0 auto' }} justify="flex-end" css={{ '& > *': { flex: { base: '1', sm: 'none' } } }}>
              {details && (
                <chakra.details name={details.name} data-trip-details="" display="flex">
                  <SummaryButton variant="outline" colorPalette="brand" flex="1" aria-controls={detailsId}>
                    {/* One name for screen readers, without the gap a hidden part beside the word would leave. */}
                    <span aria-hidden="true">Details</span>
                    <VisuallyHidden>Details: {trip.title}</VisuallyHidden>
                    <DisclosureChevron width="14px" height="14px" />
                  </SummaryButton>
                </chakra.details>
              )}
              <BookNowLink trip={trip} />
            </HStack>
          </Card.Footer>
        </Flex>
      </Flex>
      {details && (
        <Box id={detailsId} data-details-panel="" borderTopWidth="1px" borderColor="border" bg="bg.subtle" px={padding} py={{ base: '5', md: '6' }}>
          {details.content}
        </Box>
      )}
    </Card.Root>
  );
}
