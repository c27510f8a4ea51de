import { Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { Package } from '@sunward/shared/schemas/package';
import type { TripContent } from '../../../content/trips/trip-content';
import { TripSection } from './trip-section';
import { WaitlistDepartures } from './waitlist-departures';
import { LinkButton } from '../../../components/link-button';

/**
 * Shown instead of booking when no departure can be booked: an invitation to hear about future
 * departures. It says whether the upcoming departures are full or none is scheduled, and offers
 * each full departure's waitlist.
 */
export function SoldOutInquiry({ content, trip }: { content: TripContent; trip?: Package | undefined }) {
  const status =
    trip && trip.departures.length === 0 ? 'No upcoming departure is open for booking yet.' : 'Every upcoming departure is fully booked.';
  const copy = content.futureDepartures ?? {
    title: 'Be first to hear about the next departure',
    paragraphs: [
      `Our ${content.name} group is full. Tell us you are interested and we will write to you as soon as new dates are set.`,
    ],
  };
  const picture = content.gallery[0] ?? content.hero.image;
  return (
    <TripSection id="packages" eyebrow="Future departures" title={copy.title} bg="accent.subtle">
      <Grid templateColumns={{ base: '1fr', lg: '1.25fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="center">
        <Stack gap="5" bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
          <HStack>
            <Badge colorPalette="red" variant="solid" size="lg">
              SOLD OUT
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {status}
            </Text>
          </HStack>
          {copy.paragraphs.map((paragraph) => (
            <Text key={paragraph} color="fg.muted" textStyle="lead">
              {paragraph}
            </Text>
          ))}
          {trip && <WaitlistDepartures trip={trip} />}
          <HStack gap="3" wrap="wrap">
            <LinkButton to="/contact" colorPalette="accent" size="lg">Inquire About Future Trips</LinkButton>
            <LinkButton to="/" variant="outline" size="lg">View Available Trips</LinkButton>
          </HStack>
        </Stack>
        <Box hideBelow="lg" rounded="card" overflow="hidden" shadow="raised" transform="rotate(-2deg)" borderWidth="6px" borderColor="bg.panel">
          <img
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            loading="lazy"
            decoding="async"
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
        </Box>
      </Grid>
    </TripSection>
  );
}
