import { Button, Dialog, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { OfflinePaymentMethod } from '@sunward/shared/schemas/booking-money';
import { useState } from 'react';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { useRecordOfflinePayment } from '../../api/booking-money';
import { AdminDialog, AdminDialogHeader } from '../admin-dialog';
import { agencyDate } from '@sunward/shared/rules/agency-calendar';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { centsFromDollars } from './money-field';
import { FailureAlert } from '../../../../components/feedback/failure-alert';
import { LabelledOptions } from '../../../../components/forms/labelled-options';

export const offlineMethodLabels: Record<OfflinePaymentMethod, string> = { bank_transfer: 'Bank transfer', cash: 'Cash', cheque: 'Cheque' };

/**
 * Records money received outside Stripe (decision 045): how, how much (at most the balance due),
 * the day it arrived and a note. Says what follows: the balance, the status, the receipt, the
 * reminders.
 */
export function OfflinePaymentDialog({ booking, onClose, now = () => new Date() }: { booking: Booking | null; onClose: () => void; now?: () => Date }) {
  const record = useRecordOfflinePayment();
  const [method, setMethod] = useState<OfflinePaymentMethod>('bank_transfer');
  const [amountText, setAmountText] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [seenFor, setSeenFor] = useState<string | null>(null);
  if (booking && seenFor !== booking.id) {
    setSeenFor(booking.id);
    setMethod('bank_transfer');
    setAmountText((booking.balanceDue / 100).toFixed(2));
    setReceivedOn(agencyDate(now()));
    setNote('');
    setTouched(false);
  }

  const balance = booking?.balanceDue ?? 0;
  const amount = centsFromDollars(amountText);
  const amountProblem =
    amount === undefined ? 'Enter an amount in dollars, e.g. 250 or 250.50.' : amount > balance ? `The amount is more than the balance due (${formatUsd(cents(balance))}).` : undefined;
  const dateProblem = /^\d{4}-\d{2}-\d{2}$/.test(receivedOn) ? undefined : 'Enter the day the money arrived.';

  function close() {
    record.reset();
    setSeenFor(null);
    onClose();
  }

  async function confirm(shown: Booking) {
    setTouched(true);
    if (amountProblem || dateProblem || amount === undefined) return;
    await record.mutateAsync({ bookingId: shown.id, payment: { method, amountCents: amount, receivedOn, ...(note.trim() ? { note: note.trim() } : {}) } });
    showSuccessToast({
      title: 'Payment recorded',
      description: `${offlineMethodLabels[method]} of ${formatUsd(cents(amount))} recorded for ${shown.reference}; ${shown.firstName} gets a receipt.`,
    });
    close();
  }

  const paysInFull = amount !== undefined && amount === balance;
  return (
    <AdminDialog open={booking !== null} onClose={close} size="lg" closeLabel="Close">
      {booking && (
        <>
          <AdminDialogHeader eyebrow={booking.reference} mono title="Record an offline payment" />
          <Dialog.Body>
            <Stack gap="4">
              <Text>
                For money {booking.firstName} {booking.lastName} paid outside the site. The balance due is {formatUsd(cents(balance))}. Once recorded,{' '}
                {paysInFull
                  ? 'the booking is paid in full: reminders stop and it shows as confirmed.'
                  : 'the balance goes down by the amount; reminders continue for what is left.'}{' '}
                {booking.firstName} gets a receipt by e-mail. Seats do not change.
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Field.Root required>
                  <Field.Label>Method</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="method" value={method} onChange={(event) => setMethod(event.target.value as OfflinePaymentMethod)}>
                      <LabelledOptions labels={offlineMethodLabels} />
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root required invalid={touched && amountProblem !== undefined}>
                  <Field.Label>Amount (USD)</Field.Label>
                  <Input name="amount" inputMode="decimal" value={amountText} onChange={(event) => setAmountText(event.target.value)} />
                  <Field.ErrorText>{amountProblem}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={touched && dateProblem !== undefined}>
                  <Field.Label>Received on</Field.Label>
                  <Input type="date" name="receivedOn" value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} />
                  <Field.ErrorText>{dateProblem}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Field.Root>
                <Field.Label>Note (optional)</Field.Label>
                <Textarea name="note" maxLength={500} placeholder="e.g. the bank's reference" value={note} onChange={(event) => setNote(event.target.value)} />
              </Field.Root>
              {record.error && (
                <FailureAlert>{apiErrorMessage(record.error)}</FailureAlert>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" colorPalette="gray" onClick={close}>
              Close
            </Button>
            <Button colorPalette="brand" loading={record.isPending} onClick={() => void confirm(booking).catch(() => undefined)}>
              Record payment
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AdminDialog>
  );
}
