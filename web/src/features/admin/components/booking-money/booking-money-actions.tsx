import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useState } from 'react';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { OfflinePaymentDialog } from './offline-payment-dialog';
import { RefundDialog } from './refund-dialog';

const holdsSeats = (booking: Booking) => ['pending', 'deposit_paid', 'overdue', 'confirmed'].includes(booking.status);
const owesBalance = (booking: Booking) => (booking.status === 'deposit_paid' || booking.status === 'overdue') && booking.balanceDue > 0;

/**
 * The operator's hand on one booking's money, in its details (decision 045): cancel it (with or
 * without a refund), refund by card, record a payment received outside Stripe. Each opens a
 * dialog that says what happens to money, seats and mail before anything is done.
 */
export function BookingMoneyActions({ booking }: { booking: Booking }) {
  const [cancelling, setCancelling] = useState<{ booking: Booking; refundCents?: number } | null>(null);
  const [refunding, setRefunding] = useState<Booking | null>(null);
  const [recording, setRecording] = useState<Booking | null>(null);
  const canCancel = holdsSeats(booking);
  const canRefund = booking.amountPaid > 0;
  const canRecord = owesBalance(booking);
  // A cancelled booking keeps the panel for what it paid and what was refunded, even with no action left.
  if (!canCancel && !canRefund && !canRecord && booking.status !== 'cancelled') return null;

  return (
    <Stack as="section" aria-label="Money and cancellation" gap="3" borderWidth="1px" borderColor="border" rounded="lg" p="4">
      <Heading as="h3" fontSize="lg">
        Money and cancellation
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Paid {formatUsd(cents(booking.amountPaid))}
        {booking.refunded ? ` after ${formatUsd(cents(booking.refunded))} refunded by card` : ''}
        {booking.status === 'cancelled' ? '' : `; balance due ${formatUsd(cents(Math.max(0, booking.balanceDue)))}`}.
      </Text>
      {(canRecord || canRefund || canCancel) && (
      <HStack gap="2" wrap="wrap">
        {canRecord && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setRecording(booking)}>
            Record offline payment
          </Button>
        )}
        {canRefund && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setRefunding(booking)}>
            Refund
          </Button>
        )}
        {canCancel && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setCancelling({ booking })}>
            Cancel booking
          </Button>
        )}
      </HStack>
      )}
      <OfflinePaymentDialog booking={recording} onClose={() => setRecording(null)} />
      <RefundDialog
        booking={refunding}
        onClose={() => setRefunding(null)}
        onCancelInstead={(shown, refundCents) => {
          setRefunding(null);
          setCancelling({ booking: shown, refundCents });
        }}
      />
      <CancelBookingDialog booking={cancelling?.booking ?? null} {...(cancelling?.refundCents ? { suggestedRefundCents: cancelling.refundCents } : {})} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
