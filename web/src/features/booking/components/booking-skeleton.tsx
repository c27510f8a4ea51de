import { Box, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { TripCardImage } from '../../../components/packages/trip-card-image';
import { BOOKING_STEP_COUNT } from './booking-information-step';
import { BookingLayout } from './booking-layout';
import { StepHeading } from './step-heading';

/**
 * The booking page before it knows its trip: the prerendered shell, and the moment a trip that is
 * not in the catalogue already read is asked for. It holds the places of the trip's card and of
 * the first step at their sizes, with their fixed words in place, so the trip and its form take
 * them without moving the page (decision 051).
 */
export function BookingSkeleton({ imageUrl }: { imageUrl?: string | undefined }) {
  return (
    <BookingLayout summary={<TripCardSkeleton imageUrl={imageUrl} />}>
      <Box role="status" aria-busy="true">
        <VisuallyHidden>Loading your trip…</VisuallyHidden>
        <BookingStepSkeleton />
      </Box>
    </BookingLayout>
  );
}

/**
 * `SelectedPackage`'s outline: the trip's picture when the page knows it (a trip's own booking
 * page, decision 060), else its box at its drawn proportions; then its text's lines.
 */
function TripCardSkeleton({ imageUrl }: { imageUrl?: string | undefined }) {
  return (
    <Card.Root overflow="hidden" rounded="card" shadow="card" borderWidth="0" bg="bg.panel" aria-hidden="true">
      {imageUrl ? <TripCardImage src={imageUrl} eager imageProps={{ fetchPriority: 'high' }} /> : <Box w="full" aspectRatio="800 / 500" bg="bg.muted" />}
      <Card.Body gap="4" p={{ base: '5', md: '7' }}>
        <Stack gap="1.5">
          <Text textStyle="eyebrow" color="accent.fg">
            Your trip
          </Text>
          <Stack gap="1.5">
            <Skeleton height={{ base: '6', md: '7' }} width="85%" />
            <Skeleton height={{ base: '6', md: '7' }} width="55%" />
          </Stack>
          <Skeleton height="5" width="60%" />
        </Stack>
        <Box>
          <Heading as="p" fontSize="sm" fontFamily="body" fontWeight="700" mb="2">
            Highlights
          </Heading>
          <Stack gap="2.5" ps="5" py="0.5">
            {['85%', '70%', '90%', '65%', '80%', '75%'].map((width, index) => (
              <Skeleton key={index} height="4" width={width} />
            ))}
          </Stack>
        </Box>
        <Box borderTopWidth="1px" borderColor="border" pt="4">
          <HStack justify="space-between" align="center" gap="4">
            <Text fontWeight="semibold">Total price</Text>
            <Skeleton height="12" width="28" />
          </HStack>
        </Box>
        <Skeleton height="16" rounded="lg" />
      </Card.Body>
    </Card.Root>
  );
}

/** Step 1's outline: its heading and words as they are, then the departures' and fields' places. */
function BookingStepSkeleton() {
  return (
    <Box bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }} aria-hidden="true">
      <Stack gap="6">
        <Stack gap="3">
          <StepHeading step={1} of={BOOKING_STEP_COUNT} title="Booking Information" id="booking-information-skeleton" />
          <Text color="fg.muted">
            Choose your departure and tell us who is travelling. Your seats are held while you pay the deposit on the next step.
            Fields marked * are required.
          </Text>
        </Stack>
        <Stack gap="5">
          <Box>
            <Skeleton height="5" width="24" />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="1.5">
              {[0, 1].map((index) => (
                <Skeleton key={index} height="16" rounded="l2" />
              ))}
            </SimpleGrid>
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            {[0, 1, 2, 3].map((index) => (
              <Stack key={index} gap="1.5">
                <Skeleton height="5" width="28" />
                <Skeleton height="10" rounded="l2" />
              </Stack>
            ))}
          </SimpleGrid>
          <Skeleton height="72" rounded="lg" />
          <Skeleton height="12" width={{ base: 'full', sm: '56' }} rounded="l2" />
        </Stack>
      </Stack>
    </Box>
  );
}
