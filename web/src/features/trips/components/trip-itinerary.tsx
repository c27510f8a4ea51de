import { Box, Field, Grid, HStack, Heading, NativeSelect, Stack, type SystemStyleObject, Text } from '@chakra-ui/react';
import type { PackageDeparture } from '@sunward/shared/schemas/package';
import type { ReactNode } from 'react';
import type { TripContent } from '../../../content/trips/trip-content';
import { formatDateRange, itineraryDateLabel } from '../../../lib/format';
import { TripSection } from './trip-section';

export interface TripItineraryProps {
  content: TripContent;
  /** The trip's upcoming departures; with more than one, the visitor picks whose dates the days show. */
  departures?: readonly PackageDeparture[];
  /** The departure whose dates label the days; without one, days carry no date. */
  chosen?: PackageDeparture | undefined;
  onChoose?: (departureId: string) => void;
  /** Shown beside the days on wide screens, sticking while they scroll. */
  aside?: ReactNode;
}

/**
 * With a choice of departures, every departure's date sits beside each day and the page's CSS
 * shows those of the option the select holds (`:has(option:checked)`): the choice works before,
 * and without, any script, and the app's own choice selects the same option.
 */
function datesOfChosenDeparture(departures: readonly PackageDeparture[]): SystemStyleObject {
  const rules: SystemStyleObject = { '& [data-dates-of]': { display: 'none' } };
  for (const departure of departures) {
    rules[`&:has(option[value="${departure.id}"]:checked) [data-dates-of="${departure.id}"]`] = { display: 'inline' };
  }
  return rules;
}

/** The day-by-day plan, as a timeline. */
export function TripItinerary({ content, departures = [], chosen, onChoose, aside }: TripItineraryProps) {
  const { itinerary } = content;
  const style = itinerary.dateLabels;
  const departureDate = chosen?.departureDate;
  const canChoose = style !== undefined && chosen !== undefined && departures.length > 1 && onChoose !== undefined;
  return (
    <TripSection id="itinerary" eyebrow={`${itinerary.days.length}-day itinerary`} title={itinerary.title} css={canChoose ? datesOfChosenDeparture(departures) : undefined}>
      {canChoose && (
        <Field.Root maxW="sm" mb={{ base: '6', md: '8' }}>
          <Field.Label>Show the dates of the departure</Field.Label>
          <NativeSelect.Root size="md">
            <NativeSelect.Field value={chosen.id} onChange={(event) => onChoose(event.currentTarget.value)} bg="bg.panel">
              {departures.map((departure) => (
                <option key={departure.id} value={departure.id}>
                  {formatDateRange(departure.departureDate, departure.returnDate)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem', xl: 'minmax(0, 1fr) 22rem' }} gap={{ lg: '12', xl: '16' }} alignItems="start">
        <Stack as="ol" listStyleType="none" gap="0" maxW="3xl">
          {itinerary.days.map((day, index) => {
            const dateLabel = style && departureDate && !canChoose ? itineraryDateLabel(departureDate, day.day, style) : undefined;
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
                    {canChoose &&
                      departures.map((departure) => (
                        <span key={departure.id} data-dates-of={departure.id}>
                          {` · ${itineraryDateLabel(departure.departureDate, day.day, style)}`}
                        </span>
                      ))}
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
