import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Cents, cents } from '@sunward/shared/money';
import { balanceAfterPayment } from '@sunward/shared/rules/balance-payment';
import { isDepositPaid, statusAfterPayment } from '@sunward/shared/rules/booking-status';
import { PaymentPurpose } from '@sunward/shared/schemas/payment';
import { bookingKey, paymentKey, paymentSortPrefix, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { type BookingRecord, findBooking, holdDeletion } from './booking-repository';
import { seatRetake } from './departure-repository';
import { cancellationCodes, type TransactItem, transactIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import { queryAll } from './query-all';

const PaymentItem = z.object({
  bookingId: z.string(),
  paymentIntentId: z.string(),
  /** Negative for a refund. */
  amountCents: z.pipe(z.number().check(z.int()), z.transform(cents)),
  /** For a refund, the purpose of the payment it gives back. */
  purpose: PaymentPurpose,
  paidAt: z.string(),
  note: z.optional(z.string()),
  /** Only on a refund: Stripe's refund id, which keys the item (`PAYMENT#<refund id>`). */
  refundId: z.optional(z.string()),
});
export type PaymentRecord = z.output<typeof PaymentItem>;

export type RecordOutcome =
  /**
   * This call wrote the payment: the one that sends receipts. `overpaidCents` is what this
   * payment took beyond the balance due (0 unless two payments raced for the same balance).
   */
  | { outcome: 'recorded'; booking: BookingRecord; overpaidCents: Cents }
  /** The payment was already there: nothing changed. */
  | { outcome: 'already-recorded'; booking: BookingRecord }
  /** The booking is past the state this payment applies to, e.g. a second deposit. */
  | { outcome: 'not-applicable'; booking: BookingRecord }
  /**
   * The hold had lapsed and its seats were taken by others before the deposit arrived; the
   * PaymentIntent is marked on the booking as due for a refund. `refundMarked` is true only for
   * the call that marked it: the one that tells the agency.
   */
  | { outcome: 'seats-gone'; booking: BookingRecord; refundMarked: boolean };

/**
 * The mails a payment causes (decision 021), composed from the booking as the write leaves it and
 * written to the outbox in the same transaction: only the write that records the payment queues
 * them, so a receipt is never lost to a failure after the write, nor sent twice.
 */
export interface PaymentMails {
  /** The receipt and the agency's notice; `overpaidCents` is what went beyond the balance. */
  recorded: (booking: BookingRecord, overpaidCents: Cents) => QueuedMail[];
  /** A deposit refused because its seats were gone: the agency's notice of what to refund. */
  refundDue: (booking: BookingRecord) => QueuedMail[];
}

const MAX_ATTEMPTS = 10;

/** Outbox items for a transaction, stamped with when the payment was recorded. */
function mailPuts(mails: readonly QueuedMail[], at: string): TransactItem[] {
  return mails.map((mail) => mailPut(mail, new Date(at)));
}

export async function findPayment(bookingId: string, paymentIntentId: string): Promise<PaymentRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: paymentKey(bookingId, paymentIntentId), ConsistentRead: true }),
  );
  return Item ? PaymentItem.parse(Item) : undefined;
}

/** A booking's payments, oldest first (payment ids do not sort by time, so sort by `paidAt`). */
export async function listPayments(bookingId: string): Promise<PaymentRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#sk': tableLayout.sortKey },
    ExpressionAttributeValues: { ':pk': bookingKey(bookingId).pk, ':prefix': paymentSortPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => PaymentItem.parse(item)).sort((a, b) => a.paidAt.localeCompare(b.paidAt));
}

/** The payment item, written only if it is not there yet: what makes a payment count once. */
function paymentPut(booking: BookingRecord, payment: PaymentRecord): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...paymentKey(booking.id, payment.paymentIntentId), ...payment },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    },
  };
}

/**
 * The deposit's writes, all or nothing: the payment item only if it is not there yet, the
 * booking's totals and status only if its status is still the one read, the hold gone. A booking
 * whose hold lapsed takes its seats back in the same transaction, if they are still free.
 */
function depositTransaction(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails): TransactItem[] {
  const items: TransactItem[] = [
    paymentPut(booking, payment),
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(booking.id),
        UpdateExpression:
          'SET #paid = #paid + :amount, #balance = #balance - :amount, #status = :next, #intent = :intent',
        // A PaymentIntent already refused for lost seats stays refused, even if a racing call read the booking before the mark.
        ConditionExpression: '#status = :seen AND (attribute_not_exists(#refunds) OR NOT contains(#refunds, :intent))',
        ExpressionAttributeNames: {
          '#paid': 'amountPaidCents',
          '#balance': 'balanceDueCents',
          '#status': 'status',
          '#intent': 'depositPaymentIntentId',
          '#refunds': 'refundDuePaymentIntentIds',
        },
        ExpressionAttributeValues: {
          ':amount': payment.amountCents,
          ':next': statusAfterPayment(booking.balanceDueCents, payment.amountCents),
          ':intent': payment.paymentIntentId,
          ':seen': booking.status,
        },
      },
    },
  ];
  if (booking.status === 'expired') {
    items.push(seatRetake(booking.packageId, booking.departureId, booking.travelers));
  } else {
    items.push(holdDeletion(booking.id));
  }
  return [...items, ...mailPuts(mails.recorded(bookingAfterDeposit(booking, payment), cents(0)), payment.paidAt)];
}

/** The booking as the deposit's transaction leaves it, for the mails it writes. */
function bookingAfterDeposit(booking: BookingRecord, payment: PaymentRecord): BookingRecord {
  return {
    ...booking,
    amountPaidCents: cents(booking.amountPaidCents + payment.amountCents),
    balanceDueCents: cents(booking.balanceDueCents - payment.amountCents),
    status: statusAfterPayment(booking.balanceDueCents, payment.amountCents),
    depositPaymentIntentId: payment.paymentIntentId,
  };
}

/**
 * Marks a refused deposit on its expired booking as due for a refund, once: the PaymentIntent
 * joins the booking's refused ones and its amount is added to what the agency must refund.
 * Answers whether this call marked it; false when it was marked already or the booking is no
 * longer expired.
 */
async function markRefundDue(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails): Promise<boolean> {
  const marked: BookingRecord = {
    ...booking,
    refundDuePaymentIntentIds: [...(booking.refundDuePaymentIntentIds ?? []), payment.paymentIntentId].sort(),
    refundDueCents: cents((booking.refundDueCents ?? 0) + payment.amountCents),
  };
  return transactIf([
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(booking.id),
        UpdateExpression: 'ADD #refunds :intents, #refundCents :amount',
        ConditionExpression: '#status = :expired AND (attribute_not_exists(#refunds) OR NOT contains(#refunds, :intent))',
        ExpressionAttributeNames: { '#refunds': 'refundDuePaymentIntentIds', '#refundCents': 'refundDueCents', '#status': 'status' },
        ExpressionAttributeValues: {
          ':intents': new Set([payment.paymentIntentId]),
          ':amount': payment.amountCents,
          ':intent': payment.paymentIntentId,
          ':expired': 'expired' satisfies BookingRecord['status'],
        },
      },
    },
    ...mailPuts(mails.refundDue(marked), payment.paidAt),
  ]);
}

/**
 * Records a booking's deposit once, whatever number of callers race to record it. Each attempt
 * reads the booking and writes conditionally on what it read; a lost race reads again.
 */
export async function recordDeposit(bookingId: string, payment: PaymentRecord, mails: PaymentMails): Promise<RecordOutcome> {
  for (let attempt = 1; ; attempt++) {
    const booking = await findBooking(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} vanished while recording a payment`);
    if (await findPayment(bookingId, payment.paymentIntentId)) {
      // Read again: the booking read above may predate the racing call that wrote the payment.
      return { outcome: 'already-recorded', booking: (await findBooking(bookingId)) ?? booking };
    }
    if (booking.refundDuePaymentIntentIds?.includes(payment.paymentIntentId)) {
      return { outcome: 'seats-gone', booking, refundMarked: false };
    }
    if (booking.status !== 'pending' && booking.status !== 'expired') return { outcome: 'not-applicable', booking };

    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: depositTransaction(booking, payment, mails) }));
      const recorded = await findBooking(bookingId);
      if (!recorded) throw new Error(`Booking ${bookingId} vanished after recording a payment`);
      return { outcome: 'recorded', booking: recorded, overpaidCents: cents(0) };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [paymentReason, bookingReason, seatsReason] = cancellationCodes(error);
      if (booking.status === 'expired' && seatsReason === 'ConditionalCheckFailed' && paymentReason !== 'ConditionalCheckFailed') {
        // Marked before answering, so no later call can record it once seats free up.
        if (await markRefundDue(booking, payment, mails)) {
          return { outcome: 'seats-gone', booking: (await findBooking(bookingId)) ?? booking, refundMarked: true };
        }
        // Marked by a racing call, or the booking changed: the next read tells which.
        continue;
      }
      // Recorded by a racing call, or the booking changed since it was read: look again.
      if (paymentReason !== 'ConditionalCheckFailed' && bookingReason !== 'ConditionalCheckFailed' && attempt >= MAX_ATTEMPTS) {
        throw error;
      }
      if (attempt >= MAX_ATTEMPTS * 2) throw error;
      await sleep(Math.random() * 15 * Math.min(attempt, 5));
    }
  }
}

/**
 * A balance payment's writes, all or nothing: the payment item only if it is not there yet; the
 * booking's amount paid and balance due moved together, its status, and what was taken beyond
 * the balance, only if its status and balance are still the ones read. The open balance
 * PaymentIntent is cleared when it is this one.
 */
function balanceTransaction(booking: BookingRecord, payment: PaymentRecord, mails: PaymentMails): TransactItem[] {
  const after = balanceAfterPayment(booking.balanceDueCents, payment.amountCents);
  const clearsOpen = booking.openBalancePaymentIntentId === payment.paymentIntentId;
  const recorded: BookingRecord = {
    ...booking,
    amountPaidCents: cents(booking.amountPaidCents + payment.amountCents),
    balanceDueCents: after.balanceDueCents,
    status: statusAfterPayment(booking.balanceDueCents, payment.amountCents),
    ...(after.overpaidCents > 0 ? { overpaidCents: cents((booking.overpaidCents ?? 0) + after.overpaidCents) } : {}),
    ...(clearsOpen ? { openBalancePaymentIntentId: undefined } : {}),
  };
  const sets = ['#paid = #paid + :amount', '#balance = :balanceAfter', '#status = :next'];
  if (after.overpaidCents > 0) sets.push('#overpaid = if_not_exists(#overpaid, :zero) + :overpaid');
  return [
    paymentPut(booking, payment),
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
          ...(after.overpaidCents > 0 ? { '#overpaid': 'overpaidCents' } : {}),
          ...(clearsOpen ? { '#open': 'openBalancePaymentIntentId' } : {}),
        },
        ExpressionAttributeValues: {
          ':amount': payment.amountCents,
          ':balanceAfter': after.balanceDueCents,
          ':next': statusAfterPayment(booking.balanceDueCents, payment.amountCents),
          ':seen': booking.status,
          ':seenBalance': booking.balanceDueCents,
          ...(after.overpaidCents > 0 ? { ':zero': 0, ':overpaid': after.overpaidCents } : {}),
          ...(clearsOpen ? { ':intent': payment.paymentIntentId } : {}),
        },
      },
    },
    ...mailPuts(mails.recorded(recorded, after.overpaidCents), payment.paidAt),
  ];
}

/**
 * Records a payment towards a booking's balance once, whatever number of callers race to record
 * it. Money Stripe already took is never refused for its amount: what goes beyond the balance is
 * kept as the booking's overpayment, the balance stays at 0.
 */
export async function recordBalance(bookingId: string, payment: PaymentRecord, mails: PaymentMails): Promise<RecordOutcome> {
  for (let attempt = 1; ; attempt++) {
    const booking = await findBooking(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} vanished while recording a payment`);
    if (await findPayment(bookingId, payment.paymentIntentId)) {
      // Read again: the booking read above may predate the racing call that wrote the payment.
      return { outcome: 'already-recorded', booking: (await findBooking(bookingId)) ?? booking };
    }
    // Balance PaymentIntents are only made for bookings whose deposit is in.
    if (!isDepositPaid(booking.status)) return { outcome: 'not-applicable', booking };

    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: balanceTransaction(booking, payment, mails) }));
      const recorded = await findBooking(bookingId);
      if (!recorded) throw new Error(`Booking ${bookingId} vanished after recording a payment`);
      return {
        outcome: 'recorded',
        booking: recorded,
        overpaidCents: balanceAfterPayment(booking.balanceDueCents, payment.amountCents).overpaidCents,
      };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      // Recorded by a racing call, or the booking changed since it was read: look again.
      if (attempt >= MAX_ATTEMPTS * 2) throw error;
      await sleep(Math.random() * 15 * Math.min(attempt, 5));
    }
  }
}

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
 * What a refund does to a booking's totals (decision 018): the amount paid goes down; what was
 * taken beyond the balance (an overpayment) is given back first, the rest raises the balance due.
 * A booking paid in full goes back to `deposit_paid` once something is due again; any other
 * status is kept (a refunded deposit is the agency's to cancel, it is flagged by `refundedCents`).
 */
export function totalsAfterRefund(booking: BookingRecord, amountCents: Cents) {
  const overpaid = booking.overpaidCents ?? 0;
  const fromOverpaid = Math.min(overpaid, amountCents);
  const balanceDueCents = cents(booking.balanceDueCents + amountCents - fromOverpaid);
  return {
    amountPaidCents: cents(booking.amountPaidCents - amountCents),
    balanceDueCents,
    overpaidCents: cents(overpaid - fromOverpaid),
    status: booking.status === 'confirmed' && balanceDueCents > 0 ? ('deposit_paid' as const) : booking.status,
  };
}

function refundTransaction(booking: BookingRecord, payment: PaymentRecord, refund: RefundRecord): TransactItem[] {
  const after = totalsAfterRefund(booking, refund.amountCents);
  const item: PaymentRecord = {
    bookingId: booking.id,
    paymentIntentId: refund.paymentIntentId,
    refundId: refund.refundId,
    amountCents: cents(-refund.amountCents),
    purpose: payment.purpose,
    paidAt: refund.refundedAt,
    note: 'Refund',
  };
  return [
    {
      Put: {
        TableName: tableName,
        Item: { ...paymentKey(booking.id, refund.refundId), ...item },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(booking.id),
        UpdateExpression:
          'SET #paid = :paid, #balance = :balance, #status = :next, #overpaid = :overpaid, #refunded = if_not_exists(#refunded, :zero) + :amount',
        ConditionExpression: '#status = :seen AND #paid = :seenPaid AND #balance = :seenBalance',
        ExpressionAttributeNames: {
          '#paid': 'amountPaidCents',
          '#balance': 'balanceDueCents',
          '#status': 'status',
          '#overpaid': 'overpaidCents',
          '#refunded': 'refundedCents',
        },
        ExpressionAttributeValues: {
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
      },
    },
  ];
}

/**
 * Records a refund of a recorded payment once, however often Stripe sends it and however many
 * deliveries race: the refund item `PAYMENT#<refund id>` only if absent, with the booking's totals
 * only if they are still the ones read; a lost race reads again.
 */
export async function recordRefund(bookingId: string, refund: RefundRecord): Promise<RefundOutcome> {
  for (let attempt = 1; ; attempt++) {
    const booking = await findBooking(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} vanished while recording a refund`);
    if (await findPayment(bookingId, refund.refundId)) {
      return { outcome: 'already-recorded', booking: (await findBooking(bookingId)) ?? booking };
    }
    const payment = await findPayment(bookingId, refund.paymentIntentId);
    if (!payment) return { outcome: 'payment-not-recorded', booking };
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: refundTransaction(booking, payment, refund) }));
      const recorded = await findBooking(bookingId);
      if (!recorded) throw new Error(`Booking ${bookingId} vanished after recording a refund`);
      return { outcome: 'recorded', booking: recorded };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      if (attempt >= MAX_ATTEMPTS * 2) throw error;
      await sleep(Math.random() * 15 * Math.min(attempt, 5));
    }
  }
}

interface DisputeRecord {
  id: string;
  status: string;
  amountCents: Cents;
  paymentIntentId: string;
}

/** Writes a dispute's fields on its booking, if `condition` holds (the booking always exists). */
function disputeUpdate(bookingId: string, dispute: DisputeRecord, condition: string) {
  return {
    TableName: tableName,
    Key: bookingKey(bookingId),
    UpdateExpression: 'SET #id = :id, #status = :status, #amount = :amount, #intent = :intent',
    ConditionExpression: `attribute_exists(#pk)${condition}`,
    ExpressionAttributeNames: {
      '#pk': tableLayout.partitionKey,
      '#id': 'disputeId',
      '#status': 'disputeStatus',
      '#amount': 'disputeAmountCents',
      '#intent': 'disputePaymentIntentId',
    },
    ExpressionAttributeValues: { ':id': dispute.id, ':status': dispute.status, ':amount': dispute.amountCents, ':intent': dispute.paymentIntentId },
  };
}

/**
 * Flags a booking as disputed by `dispute`, once, with the agency's notice in the same write:
 * answers true only for the call that set the flag; a replay of the same dispute answers false.
 */
export async function flagDispute(bookingId: string, dispute: DisputeRecord, notice: QueuedMail, now: Date): Promise<boolean> {
  const flag = disputeUpdate(bookingId, dispute, ' AND (attribute_not_exists(#id) OR #id <> :id)');
  return transactIf([{ Update: flag }, mailPut(notice, now)]);
}

/** Records how a dispute ended (`won`, `lost`, …) on its booking; the same outcome again changes nothing. */
export async function closeDispute(bookingId: string, dispute: DisputeRecord): Promise<void> {
  await documentClient.send(new UpdateCommand(disputeUpdate(bookingId, dispute, '')));
}
