import { Table } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import { bookingBalanceCents, bookingTotalCents } from '@sunward/shared/rules/booking-balance';
import { sortBookings } from '@sunward/shared/rules/booking-sort';
import { paymentLabel } from '@sunward/shared/rules/payment-label';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { formatTimestampDate } from '../../../lib/format';
import { AdminSection } from './admin-section';
import { StatusWithFlags } from './booking-flags';
import { EmptyState } from './empty-state';
import { ScrollTable } from './scroll-table';
import { PaymentLabelBadge } from './status-badges';
import { CustomerContact, numberCell, TableHead } from './table-cells';

/** Spec §2 Admin payments: every booking, newest first, with its payment status. */
export function PaymentsTable({ bookings }: { bookings: BookingList }) {
  return (
    <AdminSection title="All Payments">
      {bookings.length === 0 ? (
        <EmptyState title="No bookings yet" description="Bookings appear here as soon as travellers book a trip." />
      ) : (
        <ScrollTable label="Payments table" caption="Payments of every booking, newest first" minWidth="60rem">
          <TableHead columns={['Date', 'Customer', 'Package', { figure: 'Travelers' }, { figure: 'Total Price' }, { figure: 'Deposit' }, { figure: 'Remaining' }, 'Status']} />
          <Table.Body>
            {sortBookings(bookings, 'date-newest').map((booking) => (
              <Table.Row key={booking.id}>
                <Table.Cell whiteSpace="nowrap" color="fg.muted">
                  {formatTimestampDate(booking.createdAt)}
                </Table.Cell>
                <Table.Cell maxW="16rem">
                  <CustomerContact {...booking} />
                </Table.Cell>
                <Table.Cell maxW="14rem">{booking.packageTitle}</Table.Cell>
                <Table.Cell {...numberCell}>{booking.travelers}</Table.Cell>
                <Table.Cell {...numberCell}>{formatUsd(bookingTotalCents(booking))}</Table.Cell>
                <Table.Cell {...numberCell}>{formatUsd(dollarsToCents(booking.depositAmount))}</Table.Cell>
                <Table.Cell {...numberCell} fontWeight="semibold">
                  {formatUsd(bookingBalanceCents(booking))}
                </Table.Cell>
                <Table.Cell>
                  <StatusWithFlags booking={booking} status={<PaymentLabelBadge label={paymentLabel(booking)} />} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </AdminSection>
  );
}
