import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cents } from '@sunward/shared/money';
import { BookingStatus } from '@sunward/shared/schemas/booking';
import {
  bookingEmailKey,
  bookingEmailPrefix,
  bookingKey,
  bookingTypeKey,
  holdKey,
  holdTypeKey,
  holdsDueUpTo,
  itemTypes,
  packageKey,
  tableLayout,
} from '@sunward/shared/table';
import * as z from 'zod/mini';
import { documentClient, tableName } from './dynamo-client';
import { queryAll, queryByType } from './query-all';

const centsField = z.pipe(z.number().check(z.int()), z.transform(cents));

/**
 * A booking as the store holds it: every amount in cents. `priceCents` is the package's price per
 * person when booked; the response mapper turns the fields API.md names in dollars into dollars.
 */
export const BookingItem = z.object({
  id: z.string(),
  packageId: z.string(),
  packageTitle: z.string(),
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
  createdAt: z.string(),
  holdExpiresAt: z.string(),
});
export type BookingRecord = z.output<typeof BookingItem>;

/** The seat hold of an unpaid booking (decision 010): enough to expire it without another read. */
const HoldItem = z.object({
  bookingId: z.string(),
  packageId: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  holdExpiresAt: z.string(),
});
export type HoldRecord = z.infer<typeof HoldItem>;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type HoldResult = { held: true } | { held: false; seatsLeft: number };

/** Attempts when a transaction loses a race on the package item to another one. */
const MAX_ATTEMPTS = 8;

function cancellationCodes(error: TransactionCanceledException): string[] {
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/**
 * Creates a booking and takes its seats in one transaction: the package's `seatsLeft` goes down by
 * the travellers only if that many are left, the booking and its hold item are written with it.
 * When the seats are not there nothing is written and the answer says how many are left.
 */
export async function createBookingWithHold(booking: BookingRecord): Promise<HoldResult> {
  const input: TransactWriteCommandInput = {
    TransactItems: [
      {
        Update: {
          TableName: tableName,
          Key: packageKey(booking.packageId),
          UpdateExpression: 'SET #seats = #seats - :travelers',
          ConditionExpression: 'attribute_exists(#pk) AND #seats >= :travelers',
          ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#seats': 'seatsLeft' },
          ExpressionAttributeValues: { ':travelers': booking.travelers },
        },
      },
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
            travelers: booking.travelers,
            holdExpiresAt: booking.holdExpiresAt,
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
        },
      },
    ],
  };

  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand(input));
      return { held: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [seats] = cancellationCodes(error);
      if (seats === 'ConditionalCheckFailed') return { held: false, seatsLeft: await readSeatsLeft(booking.packageId) };
      // Another booking's transaction on the same package won the race: try again shortly.
      if (!cancellationCodes(error).includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

async function readSeatsLeft(packageId: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: packageKey(packageId),
      ProjectionExpression: '#seats',
      ExpressionAttributeNames: { '#seats': 'seatsLeft' },
      ConsistentRead: true,
    }),
  );
  const parsed = z.object({ seatsLeft: z.number().check(z.int()) }).safeParse(Item);
  return parsed.success ? Math.max(0, parsed.data.seatsLeft) : 0;
}

export async function findBooking(id: string): Promise<BookingRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: bookingKey(id), ConsistentRead: true }),
  );
  return Item ? BookingItem.parse(Item) : undefined;
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

/** Every booking, newest first. */
export async function listBookings(): Promise<BookingRecord[]> {
  const items = await queryByType(itemTypes.booking, { newestFirst: true });
  return items.map((item) => BookingItem.parse(item));
}

/** The holds whose time has come by `now`, soonest first; only those are read. */
export async function listHoldsDueBy(now: Date): Promise<HoldRecord[]> {
  const items = await queryByType(itemTypes.hold, { sortKeyUpTo: holdsDueUpTo(now) });
  return items.map((item) => HoldItem.parse(item));
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
 * booking becomes `expired`, its travellers' seats go back to the package and the hold item goes.
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
          {
            Update: {
              TableName: tableName,
              Key: packageKey(booking.packageId),
              UpdateExpression: 'SET #seats = #seats + :travelers',
              ConditionExpression: 'attribute_exists(#pk)',
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#seats': 'seatsLeft' },
              ExpressionAttributeValues: { ':travelers': booking.travelers },
            },
          },
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
