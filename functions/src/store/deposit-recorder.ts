import { cents } from '@sunward/shared/money';
import { totalsAfterDeposit } from '@sunward/shared/rules/payment-totals';
import { firstReminderWorkAt } from '@sunward/shared/rules/balance-reminders';
import { type AutoPayWrites, bookingUpdate } from './auto-pay-update';
import { reminderSchedulePut } from './balance-reminder-repository';
import { type BookingRecord, findBooking } from './booking-repository';
import { type TransactItem, transactIf } from './conditional-write';
import { seatRetake } from './departure-repository';
import { findPayment, mailPuts, type PaymentMails, type PaymentRecord, paymentPut, type RecordOutcome, recordingRetry, refundDueWrites } from './payment-repository';
import { holdDeletion } from './seat-hold-repository';
import { retryTransaction } from './transaction-retry';

/**
 * Attempts after which a transaction cancelled by races alone (no condition failed on the payment
 * or the booking) gives up; one whose condition failed reads again up to `recordingRetry`'s.
 */
const RACE_ONLY_ATTEMPTS = 10;

/**
 * The deposit's writes, all or nothing: the payment item only if it is not there yet, the
 * booking's totals and status only if its status is still the one read, the hold gone. A booking
 * whose hold lapsed takes its seats back in the same transaction, if they are still free.
 */
function depositTransaction(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails, autoPay?: DepositAutoPay): TransactItem[] {
  const after = totalsAfterDeposit(booking, payment.amountCents);
  // The booking as this transaction leaves it, for the mails it writes.
  const recorded: BookingRecord = { ...booking, ...after, depositPaymentIntentId: payment.paymentIntentId };
  // The plan of automatic installments the traveller asked for starts in the same write (decision 047).
  const plan = autoPay?.(recorded);
  const deposit = {
    set: ['#paid = #paid + :amount', '#balance = #balance - :amount', '#status = :next', '#intent = :intent'],
    // A PaymentIntent already refused for lost seats stays refused, even if a racing call read the booking before the mark.
    conditions: ['#status = :seen', 'attribute_not_exists(#refunds) OR NOT contains(#refunds, :intent)'],
    names: {
      '#paid': 'amountPaidCents',
      '#balance': 'balanceDueCents',
      '#status': 'status',
      '#intent': 'depositPaymentIntentId',
      '#refunds': 'refundDuePaymentIntentIds',
    },
    values: {
      ':amount': payment.amountCents,
      ':next': after.status,
      ':intent': payment.paymentIntentId,
      ':seen': booking.status,
    },
  };
  return [
    paymentPut(booking.id, payment),
    bookingUpdate(booking.id, deposit, plan?.booking),
    booking.status === 'expired' ? seatRetake(booking.packageId, booking.departureId, booking.travelers) : holdDeletion(booking.id),
    ...mailPuts(mails.recorded(recorded, cents(0)), payment.paidAt),
    ...firstReminder(recorded, new Date(payment.paidAt)),
    ...(plan?.items ?? []),
  ];
}

/** What the deposit's write adds for a plan of automatic installments, from the booking as the write leaves it. */
export type DepositAutoPay = (recorded: BookingRecord) => AutoPayWrites | undefined;

/**
 * A booking with a balance left gets its reminder schedule with its deposit (decision 042): one
 * timed-work item, due at the first step not yet past, or at once when the due date is less than
 * three days away (a late booking). Last in the transaction, so the cancellation reasons above
 * keep their places.
 */
function firstReminder(booking: BookingRecord, now: Date): TransactItem[] {
  if (booking.status !== 'deposit_paid' || booking.balanceDueCents <= 0 || !booking.balanceDueDate || booking.remindersEnabled === false) return [];
  const at = firstReminderWorkAt(booking.balanceDueDate, now);
  return at ? [reminderSchedulePut(booking.id, at)] : [];
}

/**
 * Marks a refused deposit on its expired booking as due for a refund, once: the PaymentIntent
 * joins the booking's refused ones and its amount is added to what the agency must refund.
 * Answers whether this call marked it; false when it was marked already or the booking is no
 * longer expired.
 */
async function markRefundDue(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails): Promise<boolean> {
  return transactIf(refundDueWrites(booking, payment, mails, 'expired'));
}

/**
 * Records a booking's deposit once, whatever number of callers race to record it. Each attempt
 * reads the booking and writes conditionally on what it read; a lost race reads again.
 */
export async function recordDeposit(bookingId: string, payment: PaymentRecord, mails: PaymentMails, autoPay?: DepositAutoPay): Promise<RecordOutcome> {
  return retryTransaction<RecordOutcome>(recordingRetry, async () => {
    const booking = await findBooking(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} vanished while recording a payment`);
    if (await findPayment(bookingId, payment.paymentIntentId)) {
      // Read again: the booking read above may predate the racing call that wrote the payment.
      return { answer: { outcome: 'already-recorded', booking: (await findBooking(bookingId)) ?? booking } };
    }
    if (booking.refundDuePaymentIntentIds?.includes(payment.paymentIntentId)) {
      return { answer: { outcome: 'seats-gone', booking, refundMarked: false } };
    }
    if (booking.status !== 'pending' && booking.status !== 'expired') return { answer: { outcome: 'not-applicable', booking } };

    return {
      write: depositTransaction(booking, payment, mails, autoPay),
      written: async () => {
        const recorded = await findBooking(bookingId);
        if (!recorded) throw new Error(`Booking ${bookingId} vanished after recording a payment`);
        return { outcome: 'recorded', booking: recorded, overpaidCents: cents(0) };
      },
      cancelled: async ([paymentReason, bookingReason, seatsReason], attempt) => {
        if (booking.status === 'expired' && seatsReason === 'ConditionalCheckFailed' && paymentReason !== 'ConditionalCheckFailed') {
          // Marked before answering, so no later call can record it once seats free up.
          if (await markRefundDue(booking, payment, mails)) {
            return { answer: { outcome: 'seats-gone', booking: (await findBooking(bookingId)) ?? booking, refundMarked: true } };
          }
          // Marked by a racing call, or the booking changed: the next read tells which.
          return 'retry-at-once';
        }
        // Recorded by a racing call, or the booking changed since it was read: look again.
        if (paymentReason !== 'ConditionalCheckFailed' && bookingReason !== 'ConditionalCheckFailed' && attempt >= RACE_ONLY_ATTEMPTS) {
          return 'give-up';
        }
        return 'retry';
      },
    };
  });
}
