import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { ResendableMail } from '@sunward/shared/schemas/booking-records';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../../lib/query-keys';
import { BookingNotesPanel } from './booking-notes-panel';
import { EditContactDialog } from './edit-contact-dialog';
import { ResendMailDialog } from './resend-mail-dialog';

/** Whether a booking has a deposit on record, so a confirmation to send again; a cancelled booking sends none. */
const hasConfirmation = (booking: Booking) => booking.status === 'deposit_paid' || booking.status === 'overdue' || booking.status === 'confirmed';

/**
 * The desk's records on one booking, in its details: the traveller's contact details corrected,
 * the confirmation or latest receipt sent again, and the notes.
 */
export function BookingRecords({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [resending, setResending] = useState<ResendableMail | null>(null);
  const canResend = booking.status !== 'cancelled';

  return (
    <Stack as="section" aria-label="Traveller and notes" gap="4" borderWidth="1px" borderColor="border" rounded="lg" p="4">
      <Stack gap="2">
        <Heading as="h3" fontSize="lg">
          Traveller
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Correct a name, e-mail or phone, or send a mail again.
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setEditing(true)}>
            Edit contact details
          </Button>
          {canResend && hasConfirmation(booking) && (
            <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setResending('confirmation')}>
              Resend confirmation
            </Button>
          )}
          {canResend && booking.amountPaid > 0 && (
            <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setResending('receipt')}>
              Resend latest receipt
            </Button>
          )}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Heading as="h3" fontSize="lg">
          Notes
        </Heading>
        <BookingNotesPanel bookingId={booking.id} />
      </Stack>
      <EditContactDialog
        booking={booking}
        open={editing}
        onClose={() => setEditing(false)}
        onReload={() => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings })}
      />
      <ResendMailDialog booking={booking} mail={resending} onClose={() => setResending(null)} />
    </Stack>
  );
}
