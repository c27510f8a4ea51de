import { isDepositPaid } from '@sunward/shared/rules/booking-status';
import { totalsAfterBalancePayment } from '@sunward/shared/rules/payment-totals';
import { bookingKey } from '@sunward/shared/table';
import { type BookingRecord, findBooking } from './booking-repository';
import type { TransactItem } from './conditional-write';
import { tableName } from './dynamo-client';
import { findPayment, mailPuts, type PaymentMails, type PaymentRecord, paymentPut, type RecordOutcome, recordingRetry } from './payment-repository';
import { retryTransaction } from './transaction-retry';

/**
 * A balance payment's writes, all or nothing: the payment item only if it is not there yet; the
 * booking's amount paid and balance due moved together, its status, and what was taken beyond
 * the balance, only if its status and balance are still the ones read. The open balance
 * PaymentIntent is cleared when it is this one.
 */
function balanceTransaction(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails): TransactItem[] {
  const after = totalsAfterBalancePayment(booking, payment.amountCents);
  const overpays = after.excessCents > 0;
  const clearsOpen = booking.openBalancePaymentIntentId === payment.paymentIntentId;
  const recorded: BookingRecord = {
    ...booking,
    amountPaidCents: after.amountPaidCents,
    balanceDueCents: after.balanceDueCents,
    status: after.status,
    ...(overpays ? { overpaidCents: after.overpaidCents } : {}),
    ...(clearsOpen ? { openBalancePaymentIntentId: undefined } : {}),
  };
  const sets = ['#paid = #paid + :amount', '#balance = :balanceAfter', '#status = :next'];
  if (overpays) sets.push('#overpaid = if_not_exists(#overpaid, :zero) + :overpaid');
  return [
    paymentPut(booking.id, payment),
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(booking.id),
        UpdateExpression: `SET ${sets.join(', ')}${clearsOpen ? ' REMOVE #open' : ''}`,
        ConditionExpression: `#status = :seen AND #balance = :seenBalance${clearsOpen ? ' AND #open = :intent' : ''}`,
        ExpressionAttributeNames: {
          '#paid': 'amountPaidCents',
          '#balance': 'balanceDueCents',
          '#status': 'status',
          ...(overpays ? { '#overpaid': 'overpaidCents' } : {}),
          ...(clearsOpen ? { '#open': 'openBalancePaymentIntentId' } : {}),
        },
        ExpressionAttributeValues: {
          ':amount': payment.amountCents,
          ':balanceAfter': after.balanceDueCents,
          ':next': after.status,
          ':seen': booking.status,
          ':seenBalance': booking.balanceDueCents,
          ...(overpays ? { ':zero': 0, ':overpaid': after.excessCents } : {}),
          ...(clearsOpen ? { ':intent': payment.paymentIntentId } : {}),
        },
      },
    },
    ...mailPuts(mails.recorded(recorded, after.excessCents), payment.paidAt),
  ];
}

/**
 * Records a payment towards a booking's balance once, whatever number of callers race to record
 * it. Money Stripe already took is never refused for its amount: what goes beyond the balance is
 * kept as the booking's overpayment, the balance stays at 0.
 */
export async function recordBalance(bookingId: string, payment: PaymentRecord, mails: PaymentMails): Promise<RecordOutcome> {
  return retryTransaction<RecordOutcome>(recordingRetry, async () => {
    const booking = await findBooking(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} vanished while recording a payment`);
    if (await findPayment(bookingId, payment.paymentIntentId)) {
      // Read again: the booking read above may predate the racing call that wrote the payment.
      return { answer: { outcome: 'already-recorded', booking: (await findBooking(bookingId)) ?? booking } };
    }
    // Balance PaymentIntents are only made for bookings whose deposit is in.
    if (!isDepositPaid(booking.status)) return { answer: { outcome: 'not-applicable', booking } };

    // A cancellation means a racing call recorded it, or the booking changed since it was read: look again.
    return {
      write: balanceTransaction(booking, payment, mails),
      written: async () => {
        const recorded = await findBooking(bookingId);
        if (!recorded) throw new Error(`Booking ${bookingId} vanished after recording a payment`);
        return { outcome: 'recorded', booking: recorded, overpaidCents: totalsAfterBalancePayment(booking, payment.amountCents).excessCents };
      },
    };
  });
}
