import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { filterBookings, isSameReference } from '@sunward/shared/rules/booking-search';
import { sortBookings } from '@sunward/shared/rules/booking-sort';
import { bookingsCsv, bookingsCsvFileName } from '@sunward/shared/rules/bookings-csv';
import type { Booking, BookingList } from '@sunward/shared/schemas/booking';
import { type ReactNode, useMemo, useState } from 'react';
import { AdminSection } from './admin-section';
import { BookingDetailsDialog } from './booking-details-dialog';
import { type BookingCriteria, BookingFilters, initialCriteria } from './booking-filters';
import { BookingsTable } from './bookings-table';
import { downloadTextFile } from './download-text-file';
import { EmptyState } from './empty-state';

export interface AllBookingsProps {
  bookings: BookingList;
  /** One booking's payment history, for the details dialog. */
  paymentHistory: (bookingId: string) => ReactNode;
  /** A booking to open at once, by id or reference: the `?booking=` of a link from the agency's mail. */
  linkedBooking?: string | null;
  /** Called when the linked booking's details close, so the address stops naming it. */
  onLinkedBookingClosed?: () => void;
}

/**
 * Spec §2 'All Bookings': search, status filter, sort, CSV export of exactly the rows shown, and
 * a details dialog per booking. Matching and ordering come from the shared rules.
 */
export function AllBookings({ bookings, paymentHistory, linkedBooking = null, onLinkedBookingClosed }: AllBookingsProps) {
  const [criteria, setCriteria] = useState<BookingCriteria>(initialCriteria);
  // The list is loaded before this renders, so a linked booking is found on the first render.
  const [linkedId] = useState(() =>
    linkedBooking ? (bookings.find((booking) => booking.id === linkedBooking || isSameReference(booking.reference, linkedBooking))?.id ?? null) : null,
  );
  const [selectedId, setSelectedId] = useState<string | null>(linkedId);
  const [detailsOpen, setDetailsOpen] = useState(linkedId !== null);
  const shown = useMemo(
    () => sortBookings(filterBookings(bookings, { search: criteria.search, status: criteria.status }), criteria.sort),
    [bookings, criteria],
  );

  // The booking as last loaded, so the details follow a release or a reminder made from them.
  const selected: Booking | null = bookings.find((booking) => booking.id === selectedId) ?? null;

  function exportCsv() {
    downloadTextFile(bookingsCsvFileName(new Date()), bookingsCsv(shown), 'text/csv;charset=utf-8');
  }

  return (
    <AdminSection
      title="All Bookings"
      actions={
        bookings.length > 0 && (
          <Button colorPalette="brand" size="sm" onClick={exportCsv} disabled={shown.length === 0}>
            Export CSV
          </Button>
        )
      }
    >
      {bookings.length === 0 ? (
        <EmptyState title="No bookings yet" description="Bookings appear here as soon as travellers book a trip." />
      ) : (
        <Stack gap="4">
          <BookingFilters criteria={criteria} onChange={setCriteria} />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" aria-live="polite" fontVariantNumeric="tabular-nums">
              {shown.length} of {bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}
            </Text>
            {shown.length > 0 && (
              <Text fontSize="xs" color="fg.muted">
                Export CSV saves the bookings shown, in this order.
              </Text>
            )}
          </Flex>
          {shown.length === 0 ? (
            <EmptyState
              title="No bookings match your filters"
              description="Try another name, e-mail or reference, or a different status."
              action={
                <Button size="sm" variant="outline" colorPalette="brand" mt="2" onClick={() => setCriteria(initialCriteria)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <BookingsTable
              bookings={shown}
              onView={(booking) => {
                setSelectedId(booking.id);
                setDetailsOpen(true);
              }}
            />
          )}
        </Stack>
      )}
      <BookingDetailsDialog
        booking={selected}
        open={detailsOpen}
        onClose={() => {
          setDetailsOpen(false);
          if (linkedBooking) onLinkedBookingClosed?.();
        }}
        paymentHistory={paymentHistory}
      />
    </AdminSection>
  );
}
