import { Button, Table, VisuallyHidden } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { bookingBalanceCents, bookingTotalCents } from '@sunward/shared/rules/booking-balance';
import type { Booking, BookingList } from '@sunward/shared/schemas/booking';
import { formatTimestampDate } from '../../../lib/format';
import { StatusWithFlags } from './booking-flags';
import { ScrollTable } from './scroll-table';
import { BookingStatusBadge } from './status-badges';
import { CustomerContact, DueDateCell, numberCell, TableHead, TripDatesCell } from './table-cells';

/** The All Bookings rows, in the order given; "View" opens one booking's details. */
export function BookingsTable({ bookings, onView }: { bookings: BookingList; onView: (booking: Booking) => void }) {
  return (
    <ScrollTable label="Bookings table" caption="All bookings matching the search and filters" minWidth="86rem">
      <TableHead
        columns={[
          'Reference',
          'Customer',
          'Package',
          'Trip dates',
          { figure: 'Travelers' },
          { figure: 'Total' },
          { figure: 'Paid' },
          { figure: 'Balance' },
          'Due date',
          'Status',
          'Created',
          { hidden: 'Actions' },
        ]}
      />
      <Table.Body>
        {bookings.map((booking) => (
          <Table.Row key={booking.id}>
            <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap" letterSpacing="wide">
              {booking.reference}
            </Table.Cell>
            <Table.Cell maxW="15rem">
              <CustomerContact firstName={booking.firstName} lastName={booking.lastName} email={booking.email} />
            </Table.Cell>
            <Table.Cell maxW="14rem">{booking.packageTitle}</Table.Cell>
            <TripDatesCell departureDate={booking.departureDate} returnDate={booking.returnDate} />
            <Table.Cell {...numberCell}>{booking.travelers}</Table.Cell>
            <Table.Cell {...numberCell}>{formatUsd(bookingTotalCents(booking))}</Table.Cell>
            <Table.Cell {...numberCell}>{formatUsd(cents(booking.amountPaid))}</Table.Cell>
            <Table.Cell {...numberCell} fontWeight="semibold">
              {formatUsd(bookingBalanceCents(booking))}
            </Table.Cell>
            <DueDateCell balanceDueDate={booking.balanceDueDate} />
            <Table.Cell>
              <StatusWithFlags booking={booking} status={<BookingStatusBadge status={booking.status} />} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" color="fg.muted">
              {formatTimestampDate(booking.createdAt)}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Button size="xs" variant="outline" colorPalette="brand" onClick={() => onView(booking)}>
                View{' '}
                <VisuallyHidden>
                  booking {booking.reference} of {booking.firstName} {booking.lastName}
                </VisuallyHidden>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
