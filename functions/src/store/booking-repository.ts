import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cents } from '@sunward/shared/money';
import { BookingStatus } from '@sunward/shared/schemas/booking';
import {
  bookingEmailKey,
  bookingEmailPrefix,
  bookingKey,
  bookingReferenceKey,
  bookingTypeKey,
  holdKey,
  holdTypeKey,
  holdsDueUpTo,
  itemTypes,
  tableLayout,
} from '@sunward/shared/table';
import * as z from 'zod/mini';
import { cancellationCodes, type TransactItem, writeIf } from './conditional-write';
import { seatHold, seatRelease } from './departure-repository';
import { documentClient, tableName } from './dynamo-client';
import { manifestEntryPut } from './manifest-entry';
import { decodeCursor, encodeCursor } from './page-cursor';
import { queryAll, queryByType } from './query-all';

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
  status: BookingStatus,
  depositPaymentIntentId: z.nullable(z.string()),
  /** When the traveller accepted the booking terms; absent on bookings made before the terms box. */
  termsAcceptedAt: z.optional(z.string()),
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
  createdAt: z.string(),
  holdExpiresAt: z.string(),
});
export type BookingRecord = z.output<typeof BookingItem>;

/** The seat hold of an unpaid booking (decision 010): enough to expire it without another read. */
const HoldItem = z.object({
  bookingId: z.string(),
  packageId: z.string(),
  departureId: z.optional(z.string()),
  travelers: z.number().check(z.int(), z.positive()),
  holdExpiresAt: z.string(),
  /** The booking's deposit PaymentIntent once one exists: cancelled at Stripe before the hold expires. */
  openDepositPaymentIntentId: z.optional(z.string()),
});
export type HoldRecord = z.infer<typeof HoldItem>;

export type HoldResult =
  | { held: true }
  /** The departure refused the seats (too few left, no longer open, or leaving): nothing was written. */
  | { held: false; departureRefused: true }
  /** Another booking has this reference: nothing was written; try again with a new one. */
  | { held: false; referenceTaken: true };

/** Attempts when a transaction loses a race on the departure item to another one. */
const MAX_ATTEMPTS = 8;

/**
 * Creates a booking and takes its seats in one transaction: the departure's `seatsLeft` goes down
 * by the travellers only if that many are left and the departure is open and leaves after
 * `today`; the booking, its hold item and its reference item are written with it. When the
 * departure refuses, nothing is written; when the reference is another booking's, nothing is
 * written either.
 */
export async function createBookingWithHold(
  booking: BookingRecord & { reference: string; departureId: string },
  today: string,
): Promise<HoldResult> {
  const input: TransactWriteCommandInput = {
    TransactItems: [
      seatHold(booking.packageId, booking.departureId, booking.travelers, today),
      {
        Put: {
          TableName: tableName,
          Item: {
            ...bookingKey(booking.id),
            ...bookingTypeKey(booking.createdAt, booking.id),
            ...bookingEmailKey(booking.email, booking.createdAt, booking.id),
            ...booking,
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...holdKey(booking.id),
            ...holdTypeKey(booking.holdExpiresAt, booking.id),
            bookingId: booking.id,
            packageId: booking.packageId,
            departureId: booking.departureId,
            travelers: booking.travelers,
            holdExpiresAt: booking.holdExpiresAt,
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...bookingReferenceKey(booking.reference), bookingId: booking.id },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
        },
      },
      // Last, so the cancellation reasons above keep their places.
      manifestEntryPut(booking),
    ],
  };

  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand(input));
      return { held: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [seats, , , reference] = cancellationCodes(error);
      if (seats === 'ConditionalCheckFailed') return { held: false, departureRefused: true };
      if (reference === 'ConditionalCheckFailed') return { held: false, referenceTaken: true };
      // Another booking's transaction on the same departure won the race: try again shortly.
      if (!cancellationCodes(error).includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

/** Where the booking and its hold item note the open deposit PaymentIntent. */
const openDepositIntent = 'openDepositPaymentIntentId';

/**
 * Lengthens an unpaid booking's hold to `until` once its deposit PaymentIntent exists, and notes
 * that PaymentIntent as the booking's open deposit one: the booking and its hold item together,
 * only while the booking is still pending, its hold has not lapsed at `now` and ends before
 * `until`. When the hold is not lengthened (it already was, or it lapsed meanwhile), the
 * PaymentIntent is still noted on both while the booking is pending and its hold item is there,
 * so the expiry job can cancel it. Answers whether the hold was lengthened.
 */
export async function extendHold(booking: BookingRecord, until: Date, now: Date, paymentIntentId: string): Promise<boolean> {
  const untilIso = until.toISOString();
  if (Date.parse(booking.holdExpiresAt) < until.getTime()) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: bookingKey(booking.id),
                UpdateExpression: 'SET #holdExpiresAt = :until, #open = :intent',
                ConditionExpression: '#status = :pending AND #holdExpiresAt > :now AND #holdExpiresAt < :until',
                ExpressionAttributeNames: { '#status': 'status', '#holdExpiresAt': 'holdExpiresAt', '#open': openDepositIntent },
                ExpressionAttributeValues: {
                  ':pending': 'pending' satisfies BookingStatus,
                  ':now': now.toISOString(),
                  ':until': untilIso,
                  ':intent': paymentIntentId,
                },
              },
            },
            {
              Update: {
                TableName: tableName,
                Key: holdKey(booking.id),
                UpdateExpression: 'SET #holdExpiresAt = :until, #typeSk = :typeSk, #open = :intent',
                ConditionExpression: 'attribute_exists(#pk)',
                ExpressionAttributeNames: {
                  '#pk': tableLayout.partitionKey,
                  '#holdExpiresAt': 'holdExpiresAt',
                  '#typeSk': tableLayout.indexes.byType.sortKey,
                  '#open': openDepositIntent,
                },
                ExpressionAttributeValues: {
                  ':until': untilIso,
                  ':typeSk': holdTypeKey(untilIso, booking.id).typeSk,
                  ':intent': paymentIntentId,
                },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  if (booking.openDepositPaymentIntentId !== paymentIntentId) await noteOpenDepositIntent(booking.id, paymentIntentId);
  return false;
}

/**
 * Notes the deposit PaymentIntent on a pending booking and its hold item that do not have one yet.
 * Nothing is written when the booking is no longer pending or its hold item is gone (the hold
 * expired or the deposit was recorded meanwhile).
 */
async function noteOpenDepositIntent(bookingId: string, paymentIntentId: string): Promise<void> {
  const notNoted = 'attribute_exists(#pk) AND attribute_not_exists(#open)';
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: bookingKey(bookingId),
              UpdateExpression: 'SET #open = :intent',
              ConditionExpression: `${notNoted} AND #status = :pending`,
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#open': openDepositIntent, '#status': 'status' },
              ExpressionAttributeValues: { ':intent': paymentIntentId, ':pending': 'pending' satisfies BookingStatus },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: holdKey(bookingId),
              UpdateExpression: 'SET #open = :intent',
              ConditionExpression: notNoted,
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#open': openDepositIntent },
              ExpressionAttributeValues: { ':intent': paymentIntentId },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}

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

function pageKeyOf(item: Record<string, unknown>): Record<string, unknown> {
  const { partitionKey, sortKey, indexes } = tableLayout;
  const { byType } = indexes;
  return {
    [partitionKey]: item[partitionKey],
    [sortKey]: item[sortKey],
    [byType.partitionKey]: item[byType.partitionKey],
    [byType.sortKey]: item[byType.sortKey],
  };
}

/**
 * One page of bookings, newest first, through the byType index (its sort key starts with
 * createdAt), starting after `cursor`. One item more than `limit` is read, so that the last page
 * answers `nextCursor: null` rather than a cursor to an empty page.
 */
export async function listBookingsPage(options: { limit: number; cursor?: string | undefined }): Promise<BookingPageResult> {
  let startKey: Record<string, unknown> | undefined;
  if (options.cursor !== undefined) {
    startKey = decodeCursor(options.cursor, BookingPageKey);
    if (!startKey) return { invalidCursor: true };
  }
  const { byType } = tableLayout.indexes;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: byType.name,
      KeyConditionExpression: '#pk = :type',
      ExpressionAttributeNames: { '#pk': byType.partitionKey },
      ExpressionAttributeValues: { ':type': itemTypes.booking },
      ScanIndexForward: false,
      Limit: options.limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = page.Items ?? [];
  const shown = items.slice(0, options.limit);
  const last = shown.at(-1);
  let nextCursor: string | null = null;
  if (items.length > options.limit && last) nextCursor = encodeCursor(pageKeyOf(last));
  // DynamoDB stopped early at its 1 MB page size: carry on from where it stopped.
  else if (page.LastEvaluatedKey && items.length <= options.limit) nextCursor = encodeCursor(page.LastEvaluatedKey);
  return { bookings: shown.map((item) => BookingItem.parse(item)), nextCursor };
}

/** A due hold as read: one whose item does not parse is answered by its booking id alone. */
export type DueHold = { hold: HoldRecord } | { damaged: true; bookingId: string };

/**
 * The holds whose time has come by `now`, soonest first; only those are read. A damaged hold item
 * is answered as such rather than thrown, so the holds after it can still be expired.
 */
export async function listDueHolds(now: Date): Promise<DueHold[]> {
  const items = await queryByType(itemTypes.hold, { sortKeyUpTo: holdsDueUpTo(now) });
  return items.map((item) => {
    const parsed = HoldItem.safeParse(item);
    if (parsed.success) return { hold: parsed.data };
    const key = String(item[tableLayout.partitionKey] ?? '');
    return { damaged: true, bookingId: key.slice(holdKey('').pk.length) };
  });
}

/** The well-formed holds whose time has come by `now`, soonest first. */
export async function listHoldsDueBy(now: Date): Promise<HoldRecord[]> {
  return (await listDueHolds(now)).flatMap((due) => ('hold' in due ? [due.hold] : []));
}

/**
 * The write that ends a booking's hold, for a transaction that takes the booking out of
 * `pending` (recording its deposit): once paid, the expiry job has nothing to look at.
 */
export function holdDeletion(bookingId: string): TransactItem {
  return { Delete: { TableName: tableName, Key: holdKey(bookingId) } };
}

async function deleteHold(bookingId: string): Promise<void> {
  await documentClient.send(new TransactWriteCommand({ TransactItems: [holdDeletion(bookingId)] }));
}

/**
 * Expires one booking's hold if it is still unpaid and its time has come: in one transaction the
 * booking becomes `expired`, its travellers' seats go back to its departure and the hold item goes.
 * The condition makes it safe to repeat and safe against a payment landing at the same moment.
 * Answers whether this call expired it. A hold left over from a booking that is no longer
 * pending is deleted.
 */
export async function expireHold(bookingId: string, now: Date): Promise<boolean> {
  const booking = await findBooking(bookingId);
  if (!booking || booking.status !== 'pending') {
    await deleteHold(bookingId);
    return false;
  }
  const nowIso = now.toISOString();
  if (booking.holdExpiresAt > nowIso) return false;

  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: bookingKey(bookingId),
              UpdateExpression: 'SET #status = :expired',
              ConditionExpression: '#status = :pending AND #holdExpiresAt <= :now',
              ExpressionAttributeNames: { '#status': 'status', '#holdExpiresAt': 'holdExpiresAt' },
              ExpressionAttributeValues: {
                ':expired': 'expired' satisfies BookingStatus,
                ':pending': 'pending' satisfies BookingStatus,
                ':now': nowIso,
              },
            },
          },
          seatRelease(booking.packageId, booking.departureId, booking.travelers),
          holdDeletion(bookingId),
        ],
      }),
    );
    return true;
  } catch (error) {
    // Paid, expired by another run, or raced by one: nothing changed; a later run looks again.
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}
