import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingStatus } from '@sunward/shared/schemas/booking';
import { bookingEmailKey, bookingKey, bookingReferenceKey, bookingTypeKey, holdKey, holdTypeKey, holdsDueUpTo, itemTypes, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { type BookingRecord, findBooking } from './booking-repository';
import type { TransactItem } from './conditional-write';
import { seatHold } from './departure-repository';
import { documentClient, tableName } from './dynamo-client';
import { manifestEntryPut } from './manifest-entry';
import { queryByType } from './query-all';
import type { SeatsFreeing } from './seats-freeing';
import { type RetryPolicy, retryTransaction } from './transaction-retry';

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
  | { held: false; referenceTaken: true }
  /** The client address's holds refused the write (decision 037): nothing was written; read them again. */
  | { held: false; clientHoldsChanged: true };

/** A transaction that lost a race on the departure item to another one: up to 8 attempts, waiting longer each time. */
const departureRace: RetryPolicy = { maxAttempts: 8, backoffMs: (attempt) => Math.random() * 20 * attempt };

/**
 * Creates a booking and takes its seats in one transaction: the departure's `seatsLeft` goes down
 * by the travellers only if that many are left and the departure is open and leaves after
 * `today`; the booking, its hold item and its reference item are written with it, and
 * `clientHolds`, the client address's holds with this booking added (decision 037). When the
 * departure refuses, nothing is written; when the reference is another booking's, or the address's
 * holds refuse it (its cap, or their entries changed), nothing is written either.
 */
export async function createBookingWithHold(
  booking: BookingRecord & { reference: string; departureId: string },
  today: string,
  clientHolds: TransactItem,
  fromOffer?: { seats: TransactItem; more: TransactItem[] },
): Promise<HoldResult> {
  const write: TransactItem[] = [
    // A waitlist offer's seats are held already: its booking takes them from the offer (decision 053).
    fromOffer?.seats ?? seatHold(booking.packageId, booking.departureId, booking.travelers, today),
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
    clientHolds,
    ...(fromOffer?.more ?? []),
  ];
  return retryTransaction<HoldResult>(departureRace, () => ({
    write,
    written: () => ({ held: true }),
    cancelled: (reasons) => {
      const [seats, , , reference, , client] = reasons;
      if (seats === 'ConditionalCheckFailed') return { answer: { held: false, departureRefused: true } };
      if (reference === 'ConditionalCheckFailed') return { answer: { held: false, referenceTaken: true } };
      if (client === 'ConditionalCheckFailed') return { answer: { held: false, clientHoldsChanged: true } };
      // Another booking's transaction on the same departure won the race: try again shortly.
      return reasons.includes('TransactionConflict') ? 'retry' : 'give-up';
    },
  }));
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
 * booking becomes `expired`, its travellers' seats go to the waitlist's offers or back to its
 * departure (`freeSeats`) and the hold item goes.
 * `settledIntent` is the deposit PaymentIntent the caller has cancelled, if the hold it read named
 * one: the booking must name that one or none, so a PaymentIntent noted after the caller read the
 * hold (paying started meanwhile) keeps the hold for the next run, which cancels it first. The
 * condition makes it safe to repeat and safe against a payment landing at the same moment.
 * Answers whether this call expired it. A hold left over from a booking that is no longer
 * pending is deleted.
 */
export async function expireHold(bookingId: string, now: Date, freeSeats: SeatsFreeing, settledIntent?: string): Promise<boolean> {
  const booking = await findBooking(bookingId);
  if (!booking || booking.status !== 'pending') {
    await deleteHold(bookingId);
    return false;
  }
  const nowIso = now.toISOString();
  if (booking.holdExpiresAt > nowIso) return false;

  // Cancelled when paid, expired by another run, raced by one, or paying started meanwhile: nothing changed; a later run looks again.
  return retryTransaction<boolean>(departureRace, async () => ({
    write: [
      {
        Update: {
          TableName: tableName,
          Key: bookingKey(bookingId),
          UpdateExpression: 'SET #status = :expired',
          ConditionExpression: `#status = :pending AND #holdExpiresAt <= :now AND ${
            settledIntent === undefined ? 'attribute_not_exists(#open)' : '(attribute_not_exists(#open) OR #open = :settled)'
          }`,
          ExpressionAttributeNames: { '#status': 'status', '#holdExpiresAt': 'holdExpiresAt', '#open': 'openDepositPaymentIntentId' },
          ExpressionAttributeValues: {
            ':expired': 'expired' satisfies BookingStatus,
            ':pending': 'pending' satisfies BookingStatus,
            ':now': nowIso,
            ...(settledIntent === undefined ? {} : { ':settled': settledIntent }),
          },
        },
      },
      holdDeletion(bookingId),
      // The seats go to the waitlist's offers or back on sale (decision 053).
      ...(await freeSeats({ packageId: booking.packageId, departureId: booking.departureId, seats: booking.travelers })),
    ],
    written: () => true,
    // The booking's condition decides; any other cancellation is a race on the departure or its line: read again.
    cancelled: (reasons) => (reasons[0] === 'ConditionalCheckFailed' ? { answer: false } : 'retry'),
  }));
}
