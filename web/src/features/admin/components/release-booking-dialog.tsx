import { List, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import { showSuccessToast } from '../../../components/feedback/toaster';
import { formatDate, seatsText } from '../../../lib/format';
import { useReleaseOverdueBooking } from '../api/release-overdue-booking';
import { BookingActionDialog } from './booking-action-dialog';

/**
 * Asks before an overdue booking is released (decision 044), naming what happens: what is kept
 * under the refund policy, the seats that go back on sale, and the traveller's mail.
 */
export function ReleaseBookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const release = useReleaseOverdueBooking();

  async function confirm(overdue: Booking) {
    await release.mutateAsync(overdue.id);
    showSuccessToast({
      title: 'Booking released',
      description: `${overdue.reference} is cancelled; ${seatsText(overdue.travelers)} are back on sale and ${formatUsd(cents(overdue.amountPaid))} is kept.`,
    });
  }

  return (
    <BookingActionDialog
      booking={booking}
      onClose={onClose}
      title="Release this overdue booking?"
      action={release}
      keepLabel="Keep the booking"
      confirmLabel="Release booking"
      onConfirm={confirm}
    >
      {(booking) => (
        <>
          <Text>
            {booking.firstName} {booking.lastName}&apos;s balance of {formatUsd(cents(booking.balanceDue))} for {booking.packageTitle}
            {booking.balanceDueDate ? ` was due by ${formatDate(booking.balanceDueDate)}` : ' is overdue'}. Releasing it cancels the booking now:
          </Text>
          <List.Root gap="2" ps="5">
            <List.Item>
              Under the refund policy, the {formatUsd(cents(booking.amountPaid))} paid so far is kept as forfeited and not refunded; the balance
              is no longer owed.
            </List.Item>
            <List.Item>
              Its {seatsText(booking.travelers)}
              {booking.departureDate ? ` on the ${formatDate(booking.departureDate)} departure` : ''} go back on sale at once.
            </List.Item>
            <List.Item>
              {booking.firstName} gets an e-mail saying the booking is cancelled for the unpaid balance, and what is kept. Reminders stop.
            </List.Item>
          </List.Root>
          <Text color="fg.muted" fontSize="sm">
            This cannot be undone. The trip&apos;s change history records that you released it.
          </Text>
        </>
      )}
    </BookingActionDialog>
  );
}
