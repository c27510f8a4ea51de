import { Field, Input, List, Text, Textarea } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useState } from 'react';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { formatDate, seatsText } from '../../../../lib/format';
import { useCancelBooking } from '../../api/booking-money';
import { BookingActionDialog } from '../booking-action-dialog';
import { centsFromDollars } from './money-field';

/**
 * Asks before a booking is cancelled (decision 045), naming what happens to its money, its seats
 * and the traveller's mail; an optional refund by card, up to what it paid, goes with it.
 * `suggestedRefundCents` fills the refund in when the refund dialog led here.
 */
export function CancelBookingDialog({ booking, suggestedRefundCents, onClose }: { booking: Booking | null; suggestedRefundCents?: number; onClose: () => void }) {
  const cancel = useCancelBooking();
  const [refundText, setRefundText] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [seenFor, setSeenFor] = useState<string | null>(null);
  if (booking && seenFor !== booking.id) {
    setSeenFor(booking.id);
    setRefundText(suggestedRefundCents ? (suggestedRefundCents / 100).toFixed(2) : '');
    setReason('');
    setTouched(false);
  }

  const refundCents = refundText.trim() === '' ? 0 : centsFromDollars(refundText);
  const paid = booking?.amountPaid ?? 0;
  const refundProblem =
    refundCents === undefined ? 'Enter an amount in dollars, e.g. 250 or 250.50.' : refundCents > paid ? `At most ${formatUsd(cents(paid))} was paid.` : undefined;

  async function confirm(shown: Booking) {
    setTouched(true);
    if (refundProblem || refundCents === undefined) return false;
    const answer = await cancel.mutateAsync({ bookingId: shown.id, refundCents, reason });
    const refunded = answer.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    showSuccessToast({
      title: 'Booking cancelled',
      description: `${shown.reference} is cancelled; ${seatsText(shown.travelers)} ${shown.travelers === 1 ? 'is' : 'are'} back on sale${refunded > 0 ? ` and ${formatUsd(cents(refunded))} is being refunded by card` : ''}.`,
    });
    return true;
  }

  return (
    <BookingActionDialog
      booking={booking}
      onClose={() => {
        setSeenFor(null);
        onClose();
      }}
      title="Cancel this booking?"
      action={cancel}
      keepLabel="Keep the booking"
      confirmLabel="Cancel booking"
      onConfirm={confirm}
    >
      {(booking) => (
        <>
              <Text>
                Cancelling {booking.firstName} {booking.lastName}&apos;s booking for {booking.packageTitle} takes effect now:
              </Text>
              <List.Root gap="2" ps="5">
                <List.Item>
                  Money: {formatUsd(cents(paid))} has been paid.{' '}
                  {refundCents && refundCents > 0
                    ? refundCents === paid
                      ? `All of it is refunded to the card it was paid with.`
                      : `${formatUsd(cents(refundCents))} of it is refunded to the card it was paid with; the rest is kept.`
                    : 'Nothing is refunded unless you enter an amount below; the balance is no longer owed.'}
                </List.Item>
                <List.Item>
                  Seats: its {seatsText(booking.travelers)}
                  {booking.departureDate ? ` on the ${formatDate(booking.departureDate)} departure` : ''} go back on sale at once.
                </List.Item>
                <List.Item>
                  Mail: {booking.firstName} gets an e-mail that the booking is cancelled{refundCents && refundCents > 0 ? ', and another when the refund is made' : ''}.
                  Reminders stop, pay links stop working, and an unfinished card payment is cancelled.
                </List.Item>
              </List.Root>
              <Field.Root invalid={touched && refundProblem !== undefined}>
                <Field.Label>Refund by card (USD, optional)</Field.Label>
                <Input name="refundAmount" inputMode="decimal" placeholder="0.00" value={refundText} onChange={(event) => setRefundText(event.target.value)} />
                <Field.HelperText>At most what was paid by card: {formatUsd(cents(paid))} paid in all.</Field.HelperText>
                <Field.ErrorText>{refundProblem}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>Reason (quoted to the traveller, optional)</Field.Label>
                <Textarea name="reason" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
              </Field.Root>
              <Text color="fg.muted" fontSize="sm">
                This cannot be undone. The trip&apos;s change history records that you cancelled it.
              </Text>
        </>
      )}
    </BookingActionDialog>
  );
}
