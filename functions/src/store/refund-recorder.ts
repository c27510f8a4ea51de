import { type Cents, cents } from '@sunward/shared/money';
import { totalsAfterRefund } from '@sunward/shared/rules/refund-totals';
import { autoPayStopWrites } from './auto-pay-repository';
import { bookingUpdate } from './auto-pay-update';
import { type BookingRecord, findBooking } from './booking-repository';
import type { TransactItem } from './conditional-write';
import type { QueuedMail } from './outbox-repository';
import { findPayment, mailPuts, type PaymentRecord, paymentPut, recordingRetry } from './payment-repository';
import { retryTransaction } from './transaction-retry';

/** A refund made in Stripe of a recorded payment, in our terms: `amountCents` is positive here. */
export interface RefundRecord {
  refundId: string;
  paymentIntentId: string;
  amountCents: Cents;
  refundedAt: string;
}

export type RefundOutcome =
  /** This call wrote the refund: the booking's totals moved. */
  | { outcome: 'recorded'; booking: BookingRecord }
  /** The refund was already there: nothing changed. */
  | { outcome: 'already-recorded'; booking: BookingRecord }
  /** The payment it refunds was never recorded for this booking: nothing to undo. */
  | { outcome: 'payment-not-recorded'; booking: BookingRecord };

/**
 * A refund's writes, all or nothing (decision 018): its own ledger item, negative, keyed by the
 * refund id, only if absent; the booking's totals as `totalsAfterRefund` moves them and what was
 * refunded, only if its status, amount paid and balance are still the ones read.
 */
function refundTransaction(booking: BookingRecord, payment: PaymentRecord, refund: RefundRecord, mails: RefundMails): TransactItem[] {
  const after = totalsAfterRefund(booking, refund.amountCents);
  const recorded: BookingRecord = {
    ...booking,
    amountPaidCents: after.amountPaidCents,
    balanceDueCents: after.balanceDueCents,
    overpaidCents: after.overpaidCents,
    // A refund keeps the stored status or makes it `deposit_paid`: never the computed `overdue`.
    status: after.status === 'overdue' ? booking.status : after.status,
    refundedCents: cents((booking.refundedCents ?? 0) + refund.amountCents),
  };
  const item: PaymentRecord = {
    bookingId: booking.id,
    paymentIntentId: refund.paymentIntentId,
    refundId: refund.refundId,
    amountCents: cents(-refund.amountCents),
    purpose: payment.purpose,
    paidAt: refund.refundedAt,
    note: 'Refund',
  };
  const totals = {
    set: ['#paid = :paid', '#balance = :balance', '#status = :next', '#overpaid = :overpaid', '#refunded = if_not_exists(#refunded, :zero) + :amount'],
    conditions: ['#status = :seen', '#paid = :seenPaid', '#balance = :seenBalance'],
    names: {
      '#paid': 'amountPaidCents',
      '#balance': 'balanceDueCents',
      '#status': 'status',
      '#overpaid': 'overpaidCents',
      '#refunded': 'refundedCents',
    },
    values: {
      ':paid': after.amountPaidCents,
      ':balance': after.balanceDueCents,
      ':next': after.status,
      ':overpaid': after.overpaidCents,
      ':zero': 0,
      ':amount': refund.amountCents,
      ':seen': booking.status,
      ':seenPaid': booking.amountPaidCents,
      ':seenBalance': booking.balanceDueCents,
    },
  };
  // A refund of the deposit stops a plan of automatic installments in the same write (decision 047).
  const stop = refund.paymentIntentId === booking.depositPaymentIntentId ? autoPayStopWrites(booking, 'refunded', new Date(refund.refundedAt)) : undefined;
  return [
    paymentPut(booking.id, item),
    bookingUpdate(booking.id, totals, stop?.booking),
    ...mailPuts(mails(recorded, refund), refund.refundedAt),
    ...(stop?.items ?? []),
  ];
}

/** The mails a refund causes, from the booking as the write leaves it: only the write that records it queues them. */
export type RefundMails = (booking: BookingRecord, refund: RefundRecord) => QueuedMail[];

/**
 * Records a refund of a recorded payment once, however often Stripe sends it and however many
 * deliveries race: the refund item `PAYMENT#<refund id>` only if absent, with the booking's totals
 * only if they are still the ones read; a lost race reads again.
 */
export async function recordRefund(bookingId: string, refund: RefundRecord, mails: RefundMails = () => []): Promise<RefundOutcome> {
  return retryTransaction<RefundOutcome>(recordingRetry, async () => {
    const booking = await findBooking(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} vanished while recording a refund`);
    if (await findPayment(bookingId, refund.refundId)) {
      return { answer: { outcome: 'already-recorded', booking: (await findBooking(bookingId)) ?? booking } };
    }
    const payment = await findPayment(bookingId, refund.paymentIntentId);
    if (!payment) return { answer: { outcome: 'payment-not-recorded', booking } };
    return {
      write: refundTransaction(booking, payment, refund, mails),
      written: async () => {
        const recorded = await findBooking(bookingId);
        if (!recorded) throw new Error(`Booking ${bookingId} vanished after recording a refund`);
        return { outcome: 'recorded', booking: recorded };
      },
    };
  });
}
