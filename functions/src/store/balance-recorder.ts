import { isDepositPaid } from '@sunward/shared/rules/booking-status';
import { totalsAfterBalancePayment } from '@sunward/shared/rules/payment-totals';
import { autoPayPaymentWrites } from './auto-pay-repository';
import { bookingUpdate } from './auto-pay-update';
import { type BookingRecord, findBooking } from './booking-repository';
import type { TransactItem } from './conditional-write';
import { findPayment, mailPuts, type PaymentMails, type PaymentRecord, paymentPut, type RecordOutcome, recordingRetry, refundDueWrites } from './payment-repository';
import { retryTransaction } from './transaction-retry';

/**
 * A balance payment's writes, all or nothing: the payment item only if it is not there yet; the
 * booking's amount paid and balance due moved together, its status, and what was taken beyond
 * the balance, only if its status and balance are still the ones read. The open balance
 * PaymentIntent is cleared when it is this one.
 */
function balanceTransaction(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails, alsoWrite: readonly TransactItem[]): TransactItem[] {
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
  const balance = {
    set: ['#paid = #paid + :amount', '#balance = :balanceAfter', '#status = :next', ...(overpays ? ['#overpaid = if_not_exists(#overpaid, :zero) + :overpaid'] : [])],
    remove: clearsOpen ? ['#open'] : [],
    conditions: ['#status = :seen', '#balance = :seenBalance', ...(clearsOpen ? ['#open = :intent'] : [])],
    names: {
      '#paid': 'amountPaidCents',
      '#balance': 'balanceDueCents',
      '#status': 'status',
      ...(overpays ? { '#overpaid': 'overpaidCents' } : {}),
      ...(clearsOpen ? { '#open': 'openBalancePaymentIntentId' } : {}),
    },
    values: {
      ':amount': payment.amountCents,
      ':balanceAfter': after.balanceDueCents,
      ':next': after.status,
      ':seen': booking.status,
      ':seenBalance': booking.balanceDueCents,
      ...(overpays ? { ':zero': 0, ':overpaid': after.excessCents } : {}),
      ...(clearsOpen ? { ':intent': payment.paymentIntentId } : {}),
    },
  };
  // Any balance payment shrinks a plan of automatic installments from its last one (decision 047).
  const plan = autoPayPaymentWrites(booking, payment, after.balanceDueCents, new Date(payment.paidAt));
  return [
    paymentPut(booking.id, payment),
    bookingUpdate(booking.id, balance, plan?.booking),
    ...mailPuts(mails.recorded(recorded, after.excessCents), payment.paidAt),
    ...alsoWrite,
    ...(plan?.items ?? []),
  ];
}

/** How a payment received outside Stripe is recorded (decision 045). */
export interface OfflineRecording {
  /** Written in the payment's own transaction: the trip's audit entry. */
  alsoWrite: readonly TransactItem[];
}

/**
 * Marks a balance payment that arrived for a released (cancelled) booking as due for a refund
 * (decision 044), as a deposit refused for lost seats is: the PaymentIntent joins the booking's
 * refused ones and its amount what the agency must refund, with the agency's notice, only while
 * the booking is cancelled and the PaymentIntent is not marked yet, so it is marked once.
 */
function refundDueTransaction(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails): TransactItem[] {
  return refundDueWrites(booking, payment, mails, 'cancelled');
}

/**
 * Records a payment towards a booking's balance once, whatever number of callers race to record
 * it. Money Stripe already took is never refused for its amount: what goes beyond the balance is
 * kept as the booking's overpayment, the balance stays at 0. On a booking the operator released
 * (decision 044) it is marked once as money to refund instead, whichever of the release and the
 * payment was written first: a payment written first makes the release's condition fail. A
 * payment received `offline` (decision 045) is never recorded beyond the balance due nor on a
 * cancelled booking: it answers `not-applicable`, and its audit entry is written with it.
 */
export async function recordBalance(
  bookingId: string,
  payment: PaymentRecord,
  mails: PaymentMails,
  offline?: OfflineRecording,
): Promise<RecordOutcome> {
  return retryTransaction<RecordOutcome>(recordingRetry, async () => {
    const booking = await findBooking(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} vanished while recording a payment`);
    if (await findPayment(bookingId, payment.paymentIntentId)) {
      // Read again: the booking read above may predate the racing call that wrote the payment.
      return { answer: { outcome: 'already-recorded', booking: (await findBooking(bookingId)) ?? booking } };
    }
    if (offline && (booking.status === 'cancelled' || payment.amountCents > booking.balanceDueCents)) {
      // Money the agency holds is never taken beyond what is owed: read each attempt, so a card
      // payment that landed first lowers the limit (decision 045).
      return { answer: { outcome: 'not-applicable', booking } };
    }
    if (booking.status === 'cancelled') {
      // Released before this payment landed (a race with the operator): money to refund, never paid.
      if (booking.refundDuePaymentIntentIds?.includes(payment.paymentIntentId)) {
        return { answer: { outcome: 'booking-cancelled', booking, refundMarked: false } };
      }
      return {
        write: refundDueTransaction(booking, payment, mails),
        written: async () => ({ outcome: 'booking-cancelled', booking: (await findBooking(bookingId)) ?? booking, refundMarked: true }),
      };
    }
    // Balance PaymentIntents are only made for bookings whose deposit is in.
    if (!isDepositPaid(booking.status)) return { answer: { outcome: 'not-applicable', booking } };

    // A cancellation means a racing call recorded it, or the booking changed since it was read: look again.
    return {
      write: balanceTransaction(booking, payment, mails, offline?.alsoWrite ?? []),
      written: async () => {
        const recorded = await findBooking(bookingId);
        if (!recorded) throw new Error(`Booking ${bookingId} vanished after recording a payment`);
        return { outcome: 'recorded', booking: recorded, overpaidCents: totalsAfterBalancePayment(booking, payment.amountCents).excessCents };
      },
    };
  });
}
