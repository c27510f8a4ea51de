import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { StepHeading } from './step-heading';

/** The steps of a booking: traveller details, then the card deposit. */
export const BOOKING_STEP_COUNT = 2;

/**
 * Step 1, 'Booking Information'. Online booking is not open yet, so the step says so and offers
 * the contact page; the traveller form takes the panel's place when it is.
 */
export function BookingInformationStep() {
  const headingId = 'booking-information-title';
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <StepHeading step={1} of={BOOKING_STEP_COUNT} title="Booking Information" id={headingId} />
        <Stack gap="4" bg="bg.subtle" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" rounded="lg" p={{ base: '5', md: '6' }}>
          <Text fontWeight="semibold" fontSize="lg">
            Online booking opens soon
          </Text>
          <Text color="fg.muted">
            Very soon you will reserve your seats and pay the deposit right here. Until then, our team books every trip
            personally: send us a message with your dates and the number of travellers, and we will get back to you within
            24 hours.
          </Text>
          <Box>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/contact">Contact us to book</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
