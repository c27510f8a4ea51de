import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FindMyBooking } from '../features/my-booking/components/find-my-booking';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function MyBookingScreen() {
  usePageMeta({
    title: pageTitle('My Booking'),
    description: 'Find your Sunward Group Travel bookings with your email address, see what you have paid and pay your balance.',
  });
  return (
    <Box bg="bg.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="2xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack gap="3" textAlign={{ md: 'center' }} align={{ md: 'center' }}>
            <Text textStyle="eyebrow" color="accent.fg">
              Already booked?
            </Text>
            <Heading as="h1" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '5xl' }}>
              Find My Booking
            </Heading>
            <Text textStyle="lead" color="fg.muted" maxW="xl">
              See your bookings, what you have paid and what is left, and pay your balance online.
            </Text>
          </Stack>
          <FindMyBooking />
        </Stack>
      </Container>
    </Box>
  );
}
