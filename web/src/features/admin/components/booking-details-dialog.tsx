import { Badge, Button, Dialog, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { cents, dollarsToCents, formatUsd } from '@sunward/shared/money';
import { bookingBalanceCents, bookingTotalCents } from '@sunward/shared/rules/booking-balance';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { ReactNode } from 'react';
import { formatDate, formatTimestamp } from '../../../lib/format';
import { AdminDialog, AdminDialogHeader } from './admin-dialog';
import { AutoPayDetails } from './auto-pay/auto-pay-admin';
import { BookingBalanceActions } from './booking-balance-actions';
import { BookingMoneyActions } from './booking-money/booking-money-actions';
import { BookingRecords } from './booking-records/booking-records';
import { BookingFlagDetails } from './booking-flags';
import { BookingStatusBadge } from './status-badges';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap="0.5" gridColumn={wide ? '1 / -1' : undefined} minW="0">
      <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
      <Text as="dd" m="0" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

function YesNo({ value }: { value: boolean }) {
  return (
    <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle" rounded="full" px="2">
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

export interface BookingDetailsDialogProps {
  /** The booking shown; kept while the dialog closes so its content does not vanish mid-animation. */
  booking: Booking | null;
  open: boolean;
  onClose: () => void;
  /** The booking's payment history, supplied by the screen (the list is shared with My Booking). */
  paymentHistory: (bookingId: string) => ReactNode;
}

/** Every field of one booking and its payment history. */
export function BookingDetailsDialog({ booking, open, onClose, paymentHistory }: BookingDetailsDialogProps) {
  return (
    <AdminDialog open={open && booking !== null} onClose={onClose} size="lg" closeLabel="Close booking details">
      {booking && (
        <>
          <AdminDialogHeader eyebrow={booking.reference} mono title={`${booking.firstName} ${booking.lastName}`}>
            <Text color="fg.muted" fontSize="sm">
              {booking.packageTitle}
            </Text>
          </AdminDialogHeader>
          <Dialog.Body>
            <Stack gap="6">
              <BookingFlagDetails booking={booking} />
              {booking.status === 'cancelled' && (booking.forfeited ?? 0) === 0 && (
                <Text role="note" bg="bg.muted" rounded="lg" p="3" fontSize="sm">
                  Cancelled by the agency: its seats went back on sale and nothing more is owed; what it paid stays paid unless refunded.
                </Text>
              )}
              {booking.status === 'cancelled' && (booking.forfeited ?? 0) > 0 && (
                <Text role="note" bg="bg.muted" rounded="lg" p="3" fontSize="sm">
                  Released for its unpaid balance: its seats went back on sale, and the {formatUsd(cents(booking.forfeited ?? 0))} it paid is kept as
                  forfeited under the refund policy.
                </Text>
              )}
              <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="4" m="0">
                <Detail label="Status">
                  <BookingStatusBadge status={booking.status} />
                </Detail>
                <Detail label="Created">{formatTimestamp(booking.createdAt)}</Detail>
                <Detail label="Hold expires">{formatTimestamp(booking.holdExpiresAt)}</Detail>
                <Detail label="E-mail" wide>
                  <Link href={`mailto:${booking.email}`} color="brand.fg">
                    {booking.email}
                  </Link>
                </Detail>
                <Detail label="Phone">
                  <Link href={`tel:${booking.phone}`} color="brand.fg">
                    {booking.phone}
                  </Link>
                </Detail>
                <Detail label="Travelers">{booking.travelers}</Detail>
                <Detail label="Price per person">{formatUsd(dollarsToCents(booking.packagePrice))}</Detail>
                <Detail label="Total">{formatUsd(bookingTotalCents(booking))}</Detail>
                <Detail label="Deposit">{formatUsd(dollarsToCents(booking.depositAmount))}</Detail>
                <Detail label={booking.refunded ? 'Amount paid, after refunds' : 'Amount paid'}>{formatUsd(cents(booking.amountPaid))}</Detail>
                <Detail label={booking.status === 'cancelled' ? 'Left unpaid' : 'Balance due'}>{formatUsd(bookingBalanceCents(booking))}</Detail>
                <Detail label="Departure">{booking.departureDate ? formatDate(booking.departureDate) : 'None'}</Detail>
                <Detail label="Return">{booking.returnDate ? formatDate(booking.returnDate) : 'None'}</Detail>
                <Detail label="Due date">{booking.balanceDueDate ? formatDate(booking.balanceDueDate) : 'None'}</Detail>
                {booking.status === 'cancelled' && (
                  <>
                    {(booking.forfeited ?? 0) > 0 && <Detail label="Forfeited (kept)">{formatUsd(cents(booking.forfeited ?? 0))}</Detail>}
                    {booking.cancelledAt && (
                      <Detail label={(booking.forfeited ?? 0) > 0 ? 'Released' : 'Cancelled'}>{formatTimestamp(booking.cancelledAt)}</Detail>
                    )}
                  </>
                )}
                <Detail label="Deposit paid">
                  <YesNo value={booking.depositPaid} />
                </Detail>
                <Detail label="Paid in full">
                  <YesNo value={booking.fullPaymentPaid} />
                </Detail>
                <Detail label="Booking ID" wide>
                  <Text as="span" fontFamily="mono" fontSize="sm">
                    {booking.id}
                  </Text>
                </Detail>
                {booking.depositPaymentIntentId && (
                  <Detail label="Deposit payment" wide>
                    <Text as="span" fontFamily="mono" fontSize="sm">
                      {booking.depositPaymentIntentId}
                    </Text>
                  </Detail>
                )}
              </SimpleGrid>
              <AutoPayDetails booking={booking} />
              <BookingBalanceActions booking={booking} />
              <BookingMoneyActions booking={booking} />
              <BookingRecords booking={booking} />
              <Stack gap="3">
                <Heading as="h3" fontSize="lg">
                  Payment history
                </Heading>
                {paymentHistory(booking.id)}
              </Stack>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" colorPalette="gray">
                Close
              </Button>
            </Dialog.ActionTrigger>
          </Dialog.Footer>
        </>
      )}
    </AdminDialog>
  );
}
