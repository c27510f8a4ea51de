import { Badge, Box, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import { bookingBalanceDueDate, isLateBooking } from '@sunward/shared/rules/balance-due';
import { LATE_BOOKING_DUE_WORDING } from '@sunward/shared/rules/balance-due-terms';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';
import { isBookable } from '../../../components/packages/departures';
import { PackageBadges } from '../../../components/packages/package-badges';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { formatDate, formatDateRange } from '../../../lib/format';

/**
 * The note under the price (spec §2, Booking), from the deposit rule and the departure's due date;
 * booked on or after that date, the balance is due within 3 days of booking.
 */
export function depositNote(departure: Pick<PackageDeparture, 'departureDate' | 'balanceDueDate'>, now = new Date()): string {
  const deposit = `Pay only a ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per traveler today.`;
  if (isLateBooking(departure, now)) {
    return `${deposit} Remaining balance due ${LATE_BOOKING_DUE_WORDING} (by ${formatDate(bookingBalanceDueDate(departure, now))}).`;
  }
  return `${deposit} Remaining balance due by ${formatDate(departure.balanceDueDate)}.`;
}

/**
 * The trip being booked: picture, what it is, every highlight, the price per person and, with a
 * departure chosen, its dates and the deposit note.
 */
export function SelectedPackage({ trip, departure }: { trip: Package; departure?: PackageDeparture | undefined }) {
  const titleId = 'selected-package-title';
  return (
    <Card.Root as="section" aria-labelledby={titleId} overflow="hidden" rounded="card" shadow="card" borderWidth="0" bg="bg.panel">
      {/* The page's largest picture: asked for ahead of the form's scripts and the fonts. */}
      <TripCardImage src={trip.imageUrl} eager imageProps={{ fetchPriority: 'high' }}>
        {!isBookable(trip) ? (
          <HStack position="absolute" top="3" left="3" gap="2">
            <Badge colorPalette="gray" variant="solid" size="md">
              Sold out
            </Badge>
          </HStack>
        ) : (
          <PackageBadges trip={trip} />
        )}
      </TripCardImage>
      <Card.Body gap="4" p={{ base: '5', md: '7' }}>
        <Stack gap="1.5">
          <Text textStyle="eyebrow" color="accent.fg">
            Your trip
          </Text>
          <Heading as="h2" id={titleId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
            {trip.title}
          </Heading>
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {departure ? `${trip.duration} \u00b7 ${formatDateRange(departure.departureDate, departure.returnDate)}` : trip.duration}
          </Text>
        </Stack>
        {trip.highlights.length > 0 && (
          <Box>
            <Heading as="h3" fontSize="sm" fontFamily="body" fontWeight="700" mb="2">
              Highlights
            </Heading>
            <List.Root gap="1.5" ps="5" color="fg.muted" fontSize="sm">
              {trip.highlights.map((highlight) => (
                <List.Item key={highlight} _marker={{ color: 'brand.solid' }}>
                  {highlight}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <Box borderTopWidth="1px" borderColor="border" pt="4">
          <HStack justify="space-between" align="baseline" gap="4" wrap="wrap">
            <Text fontWeight="semibold">Total price</Text>
            <Text as="span" textAlign="end">
              <Text as="span" fontFamily="heading" fontSize="3xl" fontWeight="600" lineHeight="1" color="brand.fg">
                {formatUsd(dollarsToCents(departure?.price ?? trip.price))}
              </Text>
              <Text as="span" display="block" fontSize="xs" color="fg.muted" mt="1">
                per person
              </Text>
            </Text>
          </HStack>
        </Box>
        {departure && (
          <Text bg="brand.subtle" color="brand.fg" borderWidth="1px" borderColor="brand.muted" rounded="lg" px="4" py="3" fontSize="sm" fontWeight="medium">
            {depositNote(departure)}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
