import { Button, Stack, Text } from '@chakra-ui/react';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { showErrorToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import { useLogOutCustomer } from '../api/log-out';
import { BookingCard } from './booking-card';
import { StepPanel } from './step-panel';

export interface MyBookingsProps {
  bookings: BookingList;
  focusOnMount: boolean;
  /** After 'Sign out': back to the e-mail step. */
  onSignedOut: () => void;
}

/** Signed in: one card per booking, and 'Sign out' (`POST /api/my/logout`). */
export function MyBookings({ bookings, focusOnMount, onSignedOut }: MyBookingsProps) {
  const logOut = useLogOutCustomer();
  const email = bookings[0]?.email;

  function signOut() {
    logOut.mutate(undefined, {
      onSuccess: onSignedOut,
      onError: (error) => {
        const message = error instanceof ApiError ? (error.errorBody()?.message ?? error.message) : error.message;
        showErrorToast({ title: 'Logout failed', description: message });
      },
    });
  }

  return (
    <StepPanel
      title="Your bookings"
      focusOnMount={focusOnMount}
      intro={
        email ? (
          <>
            Signed in as{' '}
            <Text as="span" fontWeight="semibold" color="fg" wordBreak="break-all">
              {email}
            </Text>
            . You stay signed in on this device for 2 hours.
          </>
        ) : undefined
      }
      aside={
        <Button variant="outline" colorPalette="gray" size="sm" onClick={signOut} loading={logOut.isPending} loadingText="Signing out…">
          Sign out
        </Button>
      }
    >
      {bookings.length === 0 ? (
        <Text color="fg.muted">We couldn&apos;t find any bookings with that email address.</Text>
      ) : (
        <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </Stack>
      )}
    </StepPanel>
  );
}
