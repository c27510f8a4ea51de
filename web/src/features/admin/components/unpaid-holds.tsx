import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { unpaidHoldsByDeparture } from '@sunward/shared/rules/unpaid-holds-by-departure';
import type { Booking, BookingList } from '@sunward/shared/schemas/booking';
import { useState } from 'react';
import { showSuccessToast } from '../../../components/feedback/toaster';
import { formatDate, formatTimestamp, seatsText } from '../../../lib/format';
import { useReleaseHold } from '../api/release-hold';
import { AdminSection } from './admin-section';
import { BookingActionDialog } from './booking-action-dialog';
import { EmptyState } from './empty-state';
import { ScrollTable } from './scroll-table';

/**
 * The seats held unpaid right now, per departure, from the bookings already loaded (the shared
 * rule of decision 037), each booking with a way to release its hold by hand. `now` is when the
 * list was read, so a hold that lapsed since is not shown.
 */
export function UnpaidHolds({ bookings, now = new Date() }: { bookings: BookingList; now?: Date }) {
  const [releasing, setReleasing] = useState<Booking | null>(null);
  const departures = unpaidHoldsByDeparture(bookings, now);

  return (
    <AdminSection title="Seats held unpaid">
      <Text color="fg.muted" fontSize="sm">
        Seats that bookings hold while their deposit is unpaid. Each hold lapses by itself; release one by hand when it is plainly not a
        real traveller, and the seats go back on sale at once.
      </Text>
      {departures.length === 0 ? (
        <EmptyState title="No seats are held unpaid right now." />
      ) : (
        <ScrollTable label="Seats held unpaid table" caption="Seats held unpaid per departure, with the bookings holding them" minWidth="18rem">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Departure</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Seats held unpaid</Table.ColumnHeader>
              <Table.ColumnHeader>Bookings holding them</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {departures.map((departure) => (
              <Table.Row key={`${departure.packageId}#${departure.departureId ?? ''}`}>
                <Table.Cell>
                  <Text fontWeight="semibold">{departure.packageTitle}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {departure.departureDate ? formatDate(departure.departureDate) : 'No departure date'}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                  {departure.seats}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="2">
                    {departure.bookings.map((booking) => (
                      <HStack key={booking.id} justify="space-between" gap="3" wrap="wrap">
                        <Stack gap="0">
                          <HStack gap="2" wrap="wrap">
                            <Text fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
                              {booking.reference}
                            </Text>
                            <Badge colorPalette="orange" variant="subtle">
                              {seatsText(booking.travelers)}
                            </Badge>
                          </HStack>
                          <Text fontSize="sm">
                            {booking.firstName} {booking.lastName}
                          </Text>
                          <Text color="fg.muted" fontSize="xs">
                            Lapses {formatTimestamp(booking.holdExpiresAt)}
                          </Text>
                        </Stack>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Release hold of ${booking.reference}`}
                          onClick={() => setReleasing(booking)}
                        >
                          Release hold
                        </Button>
                      </HStack>
                    ))}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <ReleaseHoldDialog booking={releasing} onClose={() => setReleasing(null)} />
    </AdminSection>
  );
}

/** Asks before a hold is released: what goes back on sale, and that the booking cannot be paid after. */
function ReleaseHoldDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const release = useReleaseHold();

  async function confirm(held: Booking) {
    await release.mutateAsync(held.id);
    showSuccessToast({ title: 'Hold released', description: `${seatsText(held.travelers)} of ${held.reference} are back on sale.` });
  }

  return (
    <BookingActionDialog
      booking={booking}
      onClose={onClose}
      title="Release this hold?"
      action={release}
      keepLabel="Keep the hold"
      confirmLabel="Release hold"
      onConfirm={confirm}
    >
      {(booking) => (
        <>
          <Text>
            The {seatsText(booking.travelers)} {booking.firstName} {booking.lastName} holds on {booking.packageTitle}
            {booking.departureDate ? ` (${formatDate(booking.departureDate)})` : ''} go back on sale now. The booking becomes expired and can no
            longer be paid; a deposit payment already started is cancelled.
          </Text>
          <Text color="fg.muted" fontSize="sm">
            The trip&apos;s change history records that you released it.
          </Text>
        </>
      )}
    </BookingActionDialog>
  );
}
