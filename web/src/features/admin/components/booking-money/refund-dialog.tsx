import { Alert, Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { cents, dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useState } from 'react';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { useRefundBooking } from '../../api/booking-money';
import { AdminDialog, AdminDialogHeader } from '../admin-dialog';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { centsFromDollars } from './money-field';
import { FailureAlert } from '../../../../components/feedback/failure-alert';

/** Whether the booking still holds seats, so a refund below its deposit may cancel it too. */
const holdsSeats = (booking: Booking) => ['pending', 'deposit_paid', 'overdue', 'confirmed'].includes(booking.status);

/**
 * Asks before refunding by card (decision 045): how much, where it goes and that the traveller is
 * mailed. A refund that leaves less than the deposit asks whether to cancel the booking too, and
 * hands over to the cancel dialog with the amount filled in.
 */
export function RefundDialog({ booking, onClose, onCancelInstead }: { booking: Booking | null; onClose: () => void; onCancelInstead: (booking: Booking, refundCents: number) => void }) {
  const refund = useRefundBooking();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [seenFor, setSeenFor] = useState<string | null>(null);
  if (booking && seenFor !== booking.id) {
    setSeenFor(booking.id);
    setText('');
    setTouched(false);
  }

  const amount = centsFromDollars(text);
  const paid = booking?.amountPaid ?? 0;
  const problem = amount === undefined ? 'Enter an amount in dollars, e.g. 250 or 250.50.' : amount > paid ? `At most ${formatUsd(cents(paid))} was paid.` : undefined;
  const belowDeposit = booking !== null && amount !== undefined && holdsSeats(booking) && paid - amount < dollarsToCents(booking.depositAmount);

  function close() {
    refund.reset();
    setSeenFor(null);
    onClose();
  }

  async function confirm(shown: Booking) {
    setTouched(true);
    if (problem || amount === undefined) return;
    const answer = await refund.mutateAsync({ bookingId: shown.id, amountCents: amount });
    const refunded = answer.refunds.reduce((sum, made) => sum + made.amountCents, 0);
    showSuccessToast({ title: 'Refund made', description: `${formatUsd(cents(refunded))} is refunded to ${shown.firstName}'s card; the booking shows it once Stripe confirms.` });
    close();
  }

  return (
    <AdminDialog open={booking !== null} onClose={close} size="lg" closeLabel="Close">
      {booking && (
        <>
          <AdminDialogHeader eyebrow={booking.reference} mono title="Refund by card" />
          <Dialog.Body>
            <Stack gap="4">
              <Text>
                {booking.firstName} {booking.lastName} has paid {formatUsd(cents(paid))} for {booking.packageTitle}. The refund goes back to the card
                it was paid with, through Stripe, spread over the payments when one is not enough; {booking.firstName} gets an e-mail with the amount.
                Seats and reminders are not changed.
              </Text>
              <Field.Root invalid={touched && problem !== undefined}>
                <Field.Label>Amount to refund (USD)</Field.Label>
                <Input name="refundAmount" inputMode="decimal" placeholder="0.00" value={text} onChange={(event) => setText(event.target.value)} />
                <Field.ErrorText>{problem}</Field.ErrorText>
              </Field.Root>
              {belowDeposit && (
                <Alert.Root status="warning" rounded="lg" role="status">
                  <Alert.Indicator />
                  <Stack gap="2">
                    <Alert.Title>This leaves less than the deposit of {formatUsd(dollarsToCents(booking.depositAmount))}.</Alert.Title>
                    <Alert.Description>Cancel the booking too? Its seats would go back on sale and the traveller would be told.</Alert.Description>
                    <Button size="sm" colorPalette="red" variant="outline" alignSelf="start" onClick={() => onCancelInstead(booking, amount ?? 0)}>
                      Cancel the booking with this refund
                    </Button>
                  </Stack>
                </Alert.Root>
              )}
              {refund.error && (
                <FailureAlert>{apiErrorMessage(refund.error)}</FailureAlert>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" colorPalette="gray" onClick={close}>
              Don&apos;t refund
            </Button>
            <Button colorPalette="brand" loading={refund.isPending} onClick={() => void confirm(booking).catch(() => undefined)}>
              {belowDeposit ? 'Refund only' : 'Refund'}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AdminDialog>
  );
}
