import { Table } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { bookingBalanceCents, bookingTotalCents } from '@sunward/shared/rules/booking-balance';
import type { Booking, BookingList } from '@sunward/shared/schemas/booking';
import { formatTimestampDate } from '../../../lib/format';
import { AutoPayBadge } from './auto-pay/auto-pay-admin';
import { StatusWithFlags } from './booking-flags';
import { ScrollTable } from './scroll-table';
import { BookingStatusBadge } from './status-badges';
import { CustomerContact, DueDateCell, numberCell, ReferenceCell, TableHead, TripCell, ViewBookingCell } from './table-cells';

/** The All Bookings rows, in the order given; "View" opens one booking's details. */
export function BookingsTable({ bookings, onView }: { bookings: BookingList; onView: (booking: Booking) => void }) {
  return (
    <ScrollTable label="Bookings table" caption="All bookings matching the search and filters" minWidth="72rem">
      <TableHead
        columns={[
          'Reference',
          'Customer',
          'Package',
          { figure: 'Travelers' },
          { figure: 'Total' },
          { figure: 'Paid' },
          { figure: 'Balance' },
          'Due date',
          'Status',
          { hidden: 'Actions' },
        ]}
      />
      <Table.Body>
        {bookings.map((booking) => (
          <Table.Row key={booking.id}>
            <ReferenceCell reference={booking.reference} createdOn={formatTimestampDate(booking.createdAt)} />
            <Table.Cell maxW="15rem">
              <CustomerContact firstName={booking.firstName} lastName={booking.lastName} email={booking.email} />
            </Table.Cell>
            <TripCell title={booking.packageTitle} departureDate={booking.departureDate} returnDate={booking.returnDate} />
            <Table.Cell {...numberCell}>{booking.travelers}</Table.Cell>
            <Table.Cell {...numberCell}>{formatUsd(bookingTotalCents(booking))}</Table.Cell>
            <Table.Cell {...numberCell}>{formatUsd(cents(booking.amountPaid))}</Table.Cell>
            <Table.Cell {...numberCell} fontWeight="semibold">
              {formatUsd(bookingBalanceCents(booking))}
            </Table.Cell>
            <DueDateCell balanceDueDate={booking.balanceDueDate} />
            <Table.Cell>
              <StatusWithFlags
                booking={booking}
                status={
                  <>
                    <BookingStatusBadge status={booking.status} />
                    <AutoPayBadge autoPay={booking.autoPay} />
                  </>
                }
              />
            </Table.Cell>
            <ViewBookingCell booking={booking} onView={() => onView(booking)} />
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
