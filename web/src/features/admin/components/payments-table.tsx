import { Table } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { bookingTotalCents } from '@sunward/shared/rules/booking-balance';
import { sortBookings } from '@sunward/shared/rules/booking-sort';
import { paymentLabel } from '@sunward/shared/rules/payment-label';
import { depositPaidCents, owedBalanceCents } from '@sunward/shared/rules/payments-summary';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { formatTimestampDate } from '../../../lib/format';
import { AdminSection } from './admin-section';
import { StatusWithFlags } from './booking-flags';
import { EmptyState } from './empty-state';
import { ScrollTable } from './scroll-table';
import { PaymentLabelBadge } from './status-badges';
import { CustomerContact, DueDateCell, NoValue, numberCell, ReferenceCell, TableHead, TripCell } from './table-cells';

/**
 * Spec §2 Admin payments: every booking, newest first, with its payment status. Paid and
 * Remaining are what the Revenue Received and Pending Balances cards add up; a deposit never paid
 * and a balance nobody owes (a hold, a lapsed, cancelled or fully refunded booking) read as such.
 */
export function PaymentsTable({ bookings }: { bookings: BookingList }) {
  return (
    <AdminSection title="All Payments">
      {bookings.length === 0 ? (
        <EmptyState title="No bookings yet" description="Bookings appear here as soon as travellers book a trip." />
      ) : (
        <ScrollTable label="Payments table" caption="Payments of every booking, newest first" minWidth="74rem">
          <TableHead
            columns={[
              'Date',
              'Customer',
              'Package',
              { figure: 'Travelers' },
              { figure: 'Total Price' },
              { figure: 'Deposit' },
              { figure: 'Paid' },
              { figure: 'Remaining' },
              'Due date',
              'Status',
            ]}
          />
          <Table.Body>
            {sortBookings(bookings, 'date-newest').map((booking) => {
              const deposit = depositPaidCents(booking);
              const owed = owedBalanceCents(booking);
              return (
                <Table.Row key={booking.id}>
                  <ReferenceCell reference={booking.reference} createdOn={formatTimestampDate(booking.createdAt)} dateFirst />
                  <Table.Cell maxW="16rem">
                    <CustomerContact {...booking} />
                  </Table.Cell>
                  <TripCell title={booking.packageTitle} departureDate={booking.departureDate} returnDate={booking.returnDate} />
                  <Table.Cell {...numberCell}>{booking.travelers}</Table.Cell>
                  <Table.Cell {...numberCell}>{formatUsd(bookingTotalCents(booking))}</Table.Cell>
                  <Table.Cell {...numberCell}>{deposit === null ? <NoValue label="Not paid" /> : formatUsd(deposit)}</Table.Cell>
                  <Table.Cell {...numberCell}>{formatUsd(cents(booking.amountPaid))}</Table.Cell>
                  <Table.Cell {...numberCell} fontWeight="semibold">
                    {owed === null ? <NoValue label="Nothing owed" /> : formatUsd(owed)}
                  </Table.Cell>
                  <DueDateCell balanceDueDate={booking.balanceDueDate} />
                  <Table.Cell>
                    <StatusWithFlags booking={booking} status={<PaymentLabelBadge label={paymentLabel(booking)} />} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      )}
    </AdminSection>
  );
}
