import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { BALANCES_DUE_WINDOW_DAYS, balancesDue } from '@sunward/shared/rules/balances-due';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { AdminSection } from './admin-section';
import { BookingDetailsDialog } from './booking-details-dialog';
import { EmptyState } from './empty-state';
import { lastReminderText } from './reminder-labels';
import { ScrollTable } from './scroll-table';
import { numberCell, TableHead, ViewBookingCell } from './table-cells';

export const BALANCES_DUE_TITLE = `Balances due in the next ${BALANCES_DUE_WINDOW_DAYS} days and overdue`;

/**
 * Who owes what soon, and who is late (decision 044): the bookings with a balance due within 30
 * New York days of `now` or already overdue, overdue first, from the bookings already loaded.
 * "View" opens the booking's details, where it can be reminded, or released when overdue.
 */
export function BalancesDue({
  bookings,
  paymentHistory,
  now = new Date(),
}: {
  bookings: BookingList;
  /** One booking's payment history, for the details dialog. */
  paymentHistory: (bookingId: string) => ReactNode;
  now?: Date;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const due = balancesDue(bookings, now);
  // The booking as last loaded, so the details follow a release or a reminder made from them.
  const selected = bookings.find((booking) => booking.id === selectedId) ?? null;
  return (
    <AdminSection title={BALANCES_DUE_TITLE}>
      {due.length === 0 ? (
        <EmptyState title={`No balance is due in the next ${BALANCES_DUE_WINDOW_DAYS} days, and none is overdue.`} />
      ) : (
        <ScrollTable label="Balances due table" caption={BALANCES_DUE_TITLE} minWidth="52rem">
          <TableHead columns={['Traveller', 'Trip', 'Departure', 'Due date', { figure: 'Balance' }, 'Last reminder sent', { hidden: 'Actions' }]} />
          <Table.Body>
            {due.map((booking) => (
              <Table.Row key={booking.id}>
                <Table.Cell maxW="14rem">
                  <Text fontWeight="semibold">
                    {booking.firstName} {booking.lastName}
                  </Text>
                  <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                    {booking.reference}
                  </Text>
                </Table.Cell>
                <Table.Cell maxW="14rem">{booking.packageTitle}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{booking.departureDate ? formatDate(booking.departureDate) : '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Stack gap="1" align="start">
                    <Text>{booking.balanceDueDate ? formatDate(booking.balanceDueDate) : '—'}</Text>
                    {booking.status === 'overdue' && (
                      <Badge colorPalette="red" variant="subtle" rounded="full" px="2.5">
                        Overdue
                      </Badge>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell {...numberCell} fontWeight="semibold">
                  {formatUsd(cents(booking.balanceDue))}
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm">{lastReminderText(booking)}</Text>
                  {booking.remindersEnabled === false && (
                    <Text fontSize="xs" color="fg.muted">
                      Reminders off
                    </Text>
                  )}
                </Table.Cell>
                <ViewBookingCell
                  booking={booking}
                  onView={() => {
                    setSelectedId(booking.id);
                    setDetailsOpen(true);
                  }}
                />
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <BookingDetailsDialog booking={selected} open={detailsOpen} onClose={() => setDetailsOpen(false)} paymentHistory={paymentHistory} />
    </AdminSection>
  );
}
