import { Box, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TripContent } from '../../../content/trips/trip-content';
import { itineraryDateLabel } from '../../../lib/format';
import { TripSection } from './trip-section';

export interface TripItineraryProps {
  content: TripContent;
  /** The package's departure date; with it, days carry their calendar dates. */
  departureDate?: string | null;
  /** Shown beside the days on wide screens, sticking while they scroll. */
  aside?: ReactNode;
}

/** The day-by-day plan, as a timeline. */
export function TripItinerary({ content, departureDate, aside }: TripItineraryProps) {
  const { itinerary } = content;
  const style = itinerary.dateLabels;
  return (
    <TripSection id="itinerary" eyebrow={`${itinerary.days.length}-day itinerary`} title={itinerary.title}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem', xl: 'minmax(0, 1fr) 22rem' }} gap={{ lg: '12', xl: '16' }} alignItems="start">
        <Stack as="ol" listStyleType="none" gap="0" maxW="3xl">
          {itinerary.days.map((day, index) => {
            const dateLabel = style && departureDate ? itineraryDateLabel(departureDate, day.day, style) : undefined;
            const isLast = index === itinerary.days.length - 1;
            return (
              <Grid as="li" key={day.day} templateColumns={{ base: '3rem 1fr', md: '4rem 1fr' }} gap={{ base: '4', md: '6' }}>
                <Stack align="center" gap="0">
                  <Box
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize={{ base: '12', md: '14' }}
                    rounded="full"
                    bg="brand.solid"
                    color="brand.contrast"
                    fontFamily="heading"
                    fontWeight="600"
                    fontSize={{ base: 'lg', md: 'xl' }}
                    aria-hidden="true"
                    flexShrink={0}
                  >
                    {day.day}
                  </Box>
                  {!isLast && <Box flex="1" w="2px" bg="brand.emphasized" my="2" aria-hidden="true" />}
                </Stack>
                <Stack gap="2" pb={isLast ? '0' : { base: '8', md: '10' }} pt={{ base: '1', md: '2' }}>
                  <Text textStyle="eyebrow" color="accent.fg">
                    Day {day.day}
                    {dateLabel ? ` · ${dateLabel}` : ''}
                  </Text>
                  <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }}>
                    {day.title}
                  </Heading>
                  <Text color="fg.muted">{day.description}</Text>
                  <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" pt="1" aria-label={`Day ${day.day} highlights`}>
                    {day.highlights.map((highlight) => (
                      <Box as="li" key={highlight} fontSize="sm" px="3" py="1" rounded="full" bg="brand.subtle" color="brand.fg">
                        {highlight}
                      </Box>
                    ))}
                  </HStack>
                </Stack>
              </Grid>
            );
          })}
        </Stack>
        {aside && (
          <Box hideBelow="lg" position="sticky" top="24">
            {aside}
          </Box>
        )}
      </Grid>
    </TripSection>
  );
}
