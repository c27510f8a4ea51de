import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { TripContent } from '../../../content/trips/trip-content';
import { formatDateRange } from '../../../lib/format';
import { type TripPackageState, heroActions, isSoldOut, loadedPackage } from '../lib/trip-links';
import { LinkButton } from '../../../components/link-button';

/** A short summary beside the itinerary on wide screens: the trip's facts and the next step. */
export function TripGlance({ content, state }: { content: TripContent; state: TripPackageState }) {
  const trip = loadedPackage(state);
  const soldOut = isSoldOut(state);
  const { primary, secondary } = heroActions(content, state);
  const dates = !soldOut && trip?.departureDate && trip.returnDate ? formatDateRange(trip.departureDate, trip.returnDate) : undefined;

  return (
    <Box as="aside" aria-labelledby="trip-glance-title" bg="bg.panel" rounded="card" shadow="card" overflow="hidden">
      <img
        src={content.hero.image.src}
        alt=""
        width={content.hero.image.width}
        height={content.hero.image.height}
        loading="lazy"
        decoding="async"
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <Stack gap="4" p="6">
        <Stack gap="1">
          <Text textStyle="eyebrow" color="accent.fg">
            At a glance
          </Text>
          <Heading as="h3" id="trip-glance-title" fontSize="xl">
            {content.name}
          </Heading>
        </Stack>
        <List.Root gap="1.5" ps="5" fontSize="sm">
          {trip && <List.Item _marker={{ color: 'brand.solid' }}>{trip.duration}</List.Item>}
          {dates && <List.Item _marker={{ color: 'brand.solid' }}>{dates}</List.Item>}
          {content.packageFacts.map((fact) => (
            <List.Item key={fact} _marker={{ color: 'brand.solid' }}>
              {fact}
            </List.Item>
          ))}
          {soldOut && <List.Item _marker={{ color: 'brand.solid' }}>No upcoming departure has a seat</List.Item>}
        </List.Root>
        {trip && !soldOut && (
          <Text fontSize="sm" color="fg.muted">
            <Text as="span" fontFamily="heading" fontSize="2xl" fontWeight="600" color="brand.fg" me="1">
              {formatUsd(dollarsToCents(trip.price))}
            </Text>
            per person
          </Text>
        )}
        <Stack gap="2">
          <LinkButton to={primary.to} colorPalette="accent">{primary.label}</LinkButton>
          <LinkButton to={secondary.to} variant="outline" colorPalette="brand">{secondary.label}</LinkButton>
        </Stack>
      </Stack>
    </Box>
  );
}
