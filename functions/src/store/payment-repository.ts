import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type Cents, cents } from '@sunward/shared/money';
import { refundDueAfterRefusal } from '@sunward/shared/rules/refund-due';
import { PaymentMethod, PaymentPurpose } from '@sunward/shared/schemas/payment';
import { bookingKey, paymentKey, paymentSortPrefix, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import type { BookingRecord } from './booking-repository';
import type { TransactItem } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import { queryAll } from './query-all';
import type { RetryPolicy } from './transaction-retry';

/**
 * The payment ledger: one item per payment in its booking's partition, `PAYMENT#<PaymentIntent id>`,
 * and one per refund, `PAYMENT#<refund id>`, each put only if absent. The recorders write them
 * (`deposit-recorder.ts`, `balance-recorder.ts`, `refund-recorder.ts`) with the booking's totals.
 */
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
  /** How it came in when not by card through Stripe (decision 045); its id is then `offline_<uuid>`. */
  method: z.optional(PaymentMethod),
  /** For an offline payment, the day the agency received it (New York calendar date). */
  receivedOn: z.optional(z.string()),
  /** For an automatic installment (decision 047): which one of the plan it paid. */
  installmentNumber: z.optional(z.number().check(z.int(), z.positive())),
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
  | { outcome: 'seats-gone'; booking: BookingRecord; refundMarked: boolean }
  /**
   * The operator released the booking before this balance payment was recorded (decision 044): it
   * is marked on the booking as due for a refund, never counted as paid. `refundMarked` is true
   * only for the call that marked it: the one that tells the agency.
   */
  | { outcome: 'booking-cancelled'; booking: BookingRecord; refundMarked: boolean };

/**
 * The mails a payment causes (decision 021), composed from the booking as the write leaves it and
 * written to the outbox in the same transaction: only the write that records the payment queues
 * them, so a receipt is never lost to a failure after the write, nor sent twice.
 */
export interface PaymentMails {
  /** The receipt and the agency's notice; `overpaidCents` is what went beyond the balance. */
  recorded: (booking: BookingRecord, overpaidCents: Cents) => QueuedMail[];
  /**
   * A deposit refused because its seats were gone, or a balance payment for a booking released
   * meanwhile: the agency's notice of what to refund.
   */
  refundDue: (booking: BookingRecord) => QueuedMail[];
}

/**
 * How every recorder tries again when its transaction is cancelled (a racing call recorded first,
 * or the booking changed since it was read): up to 20 attempts, each reading the booking again.
 */
export const recordingRetry: RetryPolicy = { maxAttempts: 20, backoffMs: (attempt) => Math.random() * 15 * Math.min(attempt, 5) };

/** Outbox items for a transaction, stamped with when the payment was recorded. */
export function mailPuts(mails: readonly QueuedMail[], at: string): TransactItem[] {
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

/**
 * The ledger item of a payment, or of a refund (keyed by its refund id), written only if it is not
 * there yet: what makes each count once.
 */
export function paymentPut(bookingId: string, payment: PaymentRecord): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...paymentKey(bookingId, payment.refundId ?? payment.paymentIntentId), ...payment },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    },
  };
}

/**
 * Marks a payment the booking can no longer take (a deposit on an expired booking, a balance on a
 * released one) as due for a refund: the PaymentIntent joins the booking's refused ones and its
 * amount what the agency must refund, with the agency's notice, only while the booking is still
 * `whileStatus` and the PaymentIntent is not marked yet, so it is marked once.
 */
export function refundDueWrites(
  booking: BookingRecord,
  payment: PaymentRecord,
  mails: PaymentMails,
  whileStatus: Extract<BookingRecord['status'], 'expired' | 'cancelled'>,
): TransactItem[] {
  const marked: BookingRecord = { ...booking, ...refundDueAfterRefusal(booking, payment.paymentIntentId, payment.amountCents) };
  return [
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(booking.id),
        UpdateExpression: 'ADD #refunds :intents, #refundCents :amount',
        ConditionExpression: '#status = :status AND (attribute_not_exists(#refunds) OR NOT contains(#refunds, :intent))',
        ExpressionAttributeNames: { '#refunds': 'refundDuePaymentIntentIds', '#refundCents': 'refundDueCents', '#status': 'status' },
        ExpressionAttributeValues: {
          ':intents': new Set([payment.paymentIntentId]),
          ':amount': payment.amountCents,
          ':intent': payment.paymentIntentId,
          ':status': whileStatus,
        },
      },
    },
    ...mailPuts(mails.refundDue(marked), payment.paidAt),
  ];
}
