import { Badge } from '@chakra-ui/react';
import { bookingStatusLabels } from '@sunward/shared/rules/booking-search';
import type { PaymentLabel } from '@sunward/shared/rules/payment-label';
import type { BookingStatus } from '@sunward/shared/schemas/booking';
import { bookingStatusPalette } from '../../../components/booking-status-palette';

const paymentLabelPalette: Record<PaymentLabel, string> = {
  'Paid in Full': 'green',
  'Deposit Paid': 'blue',
  Overdue: 'red',
  Pending: 'orange',
  Expired: 'gray',
  Cancelled: 'gray',
};

/** The booking's status as the admin reads it; the colour only repeats what the text says. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge colorPalette={bookingStatusPalette[status]} variant="subtle" rounded="full" px="2.5" whiteSpace="nowrap">
      {bookingStatusLabels[status]}
    </Badge>
  );
}

export function PaymentLabelBadge({ label }: { label: PaymentLabel }) {
  return (
    <Badge colorPalette={paymentLabelPalette[label]} variant="subtle" rounded="full" px="2.5" whiteSpace="nowrap">
      {label}
    </Badge>
  );
}
