import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cents } from '@sunward/shared/money';
import { StoredBookingStatus } from '@sunward/shared/schemas/booking';
import { bookingEmailPrefix, bookingKey, itemTypes, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { ReminderKind } from '@sunward/shared/schemas/booking';
import { AutoPayRecord } from './auto-pay-record';
import { writeIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { queryAll, queryByTypePage } from './query-all';

const centsField = z.pipe(z.number().check(z.int()), z.transform(cents));

/**
 * A booking as the store holds it: every amount in cents. `priceCents` is the departure's price per
 * person when booked; the response mapper turns the fields API.md names in dollars into dollars.
 * The departure fields are absent on bookings made before trips had departures (decision 016).
 */
export const BookingItem = z.object({
  id: z.string(),
  /** `SGT-…`, unique; absent on bookings stored before references existed (the mapper derives one). */
  reference: z.optional(z.string()),
  packageId: z.string(),
  packageTitle: z.string(),
  departureId: z.optional(z.string()),
  departureDate: z.optional(z.string()),
  returnDate: z.optional(z.string()),
  /** The departure's balance due date when booked: what the traveller's mails name. */
  balanceDueDate: z.optional(z.string()),
  priceCents: centsField,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  totalCents: centsField,
  depositCents: centsField,
  remainingCents: centsField,
  amountPaidCents: centsField,
  balanceDueCents: centsField,
  /** Never `overdue`: that is computed when a booking is read (decision 044). */
  status: StoredBookingStatus,
  /** What the booking had paid when the operator released it: kept under the refund policy (decision 044). */
  forfeitedCents: z.optional(centsField),
  /** When the operator released or cancelled it. */
  cancelledAt: z.optional(z.string()),
  /** The operator's words when cancelling it (decision 045). */
  cancellationReason: z.optional(z.string()),
  depositPaymentIntentId: z.nullable(z.string()),
  /** When the traveller accepted the booking terms; absent on bookings made before the terms box. */
  termsAcceptedAt: z.optional(z.string()),
  /** False once the operator switched its balance reminders off (the traveller pays another way); absent means on. */
  remindersEnabled: z.optional(z.boolean()),
  /** The last balance reminder sent to the traveller: which step, and when (decision 042). */
  lastReminder: z.optional(z.object({ kind: ReminderKind, sentAt: z.string() })),
  /**
   * The deposit PaymentIntent made for this booking while it is unpaid: the expiry job cancels it
   * before giving the seats back (decision 010). Absent on bookings whose deposit was never started.
   */
  openDepositPaymentIntentId: z.optional(z.string()),
  /** The balance PaymentIntent the traveller may still pay; a new one cancels it first. */
  openBalancePaymentIntentId: z.optional(z.string()),
  /** What Stripe took beyond the balance (two tabs paid at once): for the agency to refund. */
  overpaidCents: z.optional(centsField),
  /**
   * Deposit PaymentIntents refused because the hold had lapsed and its seats were taken: never to
   * be recorded, whatever seats free up later, since the traveller was told the money goes back.
   */
  refundDuePaymentIntentIds: z.optional(z.pipe(z.set(z.string()), z.transform((ids) => [...ids].sort()))),
  /** What those refused deposits took: for the agency to refund. */
  refundDueCents: z.optional(centsField),
  /** What was refunded in Stripe of the recorded payments (decision 018); the refunds are payment items too. */
  refundedCents: z.optional(centsField),
  /** The latest dispute (chargeback) of one of its payments, from Stripe's webhook (decision 018). */
  disputeId: z.optional(z.string()),
  /** `open` from `charge.dispute.created` until `charge.dispute.closed` says `won` or `lost` (or Stripe's other status). */
  disputeStatus: z.optional(z.string()),
  disputeAmountCents: z.optional(centsField),
  disputePaymentIntentId: z.optional(z.string()),
  /** When the operator revoked the booking's pay links: only a link made later opens it (decision 043). */
  payLinksRevokedAt: z.optional(z.string()),
  /** Ticked "Pay the balance automatically" on the booking form: the plan starts with the deposit (decision 047). */
  autoPayRequested: z.optional(z.boolean()),
  /** The plan of automatic installments the traveller agreed to (decision 047). */
  autoPay: z.optional(AutoPayRecord),
  createdAt: z.string(),
  holdExpiresAt: z.string(),
});
export type BookingRecord = z.output<typeof BookingItem>;

export async function findBooking(id: string): Promise<BookingRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: bookingKey(id), ConsistentRead: true }),
  );
  return Item ? BookingItem.parse(Item) : undefined;
}

/**
 * Makes `next` the booking's open balance PaymentIntent, only if the open one is still
 * `previous` (none when undefined): two tabs starting a payment at once cannot both believe theirs
 * is the open one. Answers whether it was set.
 */
export async function replaceOpenBalanceIntent(bookingId: string, previous: string | undefined, next: string): Promise<boolean> {
  return writeIf(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET #open = :next',
        ConditionExpression: previous === undefined ? 'attribute_exists(#pk) AND attribute_not_exists(#open)' : '#open = :previous',
        ExpressionAttributeNames: { '#open': 'openBalancePaymentIntentId', ...(previous === undefined ? { '#pk': tableLayout.partitionKey } : {}) },
        ExpressionAttributeValues: { ':next': next, ...(previous === undefined ? {} : { ':previous': previous }) },
      }),
    ),
  );
}

/** One e-mail address's bookings, newest first. */
export async function listBookingsByEmail(email: string): Promise<BookingRecord[]> {
  const { byEmail } = tableLayout.indexes;
  const items = await queryAll({
    TableName: tableName,
    IndexName: byEmail.name,
    KeyConditionExpression: '#pk = :email AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': byEmail.partitionKey, '#sk': byEmail.sortKey },
    ExpressionAttributeValues: { ':email': email, ':prefix': bookingEmailPrefix },
    ScanIndexForward: false,
  });
  return items.map((item) => BookingItem.parse(item));
}

/**
 * Where a page of the byType index stopped: the booking's table key and its index key, exactly the
 * LastEvaluatedKey DynamoDB gives. Checked whole (strict, consistent id), so a cursor a client
 * edited is refused rather than handed to DynamoDB.
 */
const BookingPageKey = z
  .strictObject({
    [tableLayout.partitionKey]: z.string().check(z.startsWith(bookingKey('').pk), z.maxLength(200)),
    [tableLayout.sortKey]: z.literal(bookingKey('').sk),
    [tableLayout.indexes.byType.partitionKey]: z.literal(itemTypes.booking),
    [tableLayout.indexes.byType.sortKey]: z.string().check(z.maxLength(300)),
  })
  .check(
    z.refine((key) => {
      const id = String(key[tableLayout.partitionKey]).slice(bookingKey('').pk.length);
      return id !== '' && String(key[tableLayout.indexes.byType.sortKey]).endsWith(`#${id}`);
    }),
  );

export type BookingPageResult = { bookings: BookingRecord[]; nextCursor: string | null } | { invalidCursor: true };

/** One page of bookings, newest first, through the byType index (its sort key starts with createdAt), after `cursor`. */
export async function listBookingsPage(options: { limit: number; cursor?: string | undefined }): Promise<BookingPageResult> {
  const page = await queryByTypePage(itemTypes.booking, { ...options, keySchema: BookingPageKey });
  if ('invalidCursor' in page) return page;
  return { bookings: page.items.map((item) => BookingItem.parse(item)), nextCursor: page.nextCursor };
}
