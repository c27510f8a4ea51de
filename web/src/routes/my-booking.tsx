import { Box } from '@chakra-ui/react';
import { NarrowPage } from '../components/layout/narrow-page';
import { FindMyBooking } from '../features/my-booking/components/find-my-booking';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function MyBookingScreen() {
  usePageMeta({
    title: pageTitle('My Booking'),
    description: 'Find your Sunward Group Travel bookings with your email address, see what you have paid and pay your balance.',
  });
  return (
    // At least a screen tall: the footer starts below the first screen, so the step that fills the
    // outline's place never moves it into view or out of it (decision 051).
    <Box bg="bg.subtle" minH="100dvh">
      <NarrowPage
        eyebrow="Already booked?"
        title="Find My Booking"
        lead="See your bookings, what you have paid and what is left, and pay your balance online."
      >
        <FindMyBooking />
      </NarrowPage>
    </Box>
  );
}
