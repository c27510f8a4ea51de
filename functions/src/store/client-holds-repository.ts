import { BatchGetCommand, type BatchGetCommandOutput, GetCommand } from '@aws-sdk/lib-dynamodb';
import { BookingStatus } from '@sunward/shared/schemas/booking';
import { bookingKey, clientHoldsKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import type { TransactItem } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';

/**
 * The bookings one client address made that may still hold seats (decision 037): booking id →
 * travellers, and `heldSeats`, their sum, which every write keeps equal to it. The cap is a
 * condition on `heldSeats`, so bookings from one address at once are each checked against the
 * others' seats without reading again.
 */
const ClientHoldsItem = z.object({
  heldSeats: z.number().check(z.int()),
  bookings: z.record(z.string(), z.number().check(z.int(), z.positive())),
});

/** One of those bookings as it stands now: paid, lapsed or released ones say so themselves. */
const HeldBooking = z.object({
  id: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  status: BookingStatus,
  holdExpiresAt: z.string(),
});
export type ClientHeldBooking = z.infer<typeof HeldBooking>;

export interface ClientHolds {
  addressKey: string;
  /** Whether the address has its item yet. */
  exists: boolean;
  /** The seats of every entry, some of whose bookings may no longer hold them: never less than what is held. */
  heldSeats: number;
  /** The item's entries, booking id → travellers, as read. */
  entries: Readonly<Record<string, number>>;
}

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_SIZE = 100;

/** How long an address's item outlives its last booking: far beyond any hold, so it never lapses under one. */
const ITEM_LIFETIME_SECONDS = 24 * 60 * 60;

async function readBookings(ids: readonly string[]): Promise<ClientHeldBooking[]> {
  const found: ClientHeldBooking[] = [];
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(start, start + BATCH_SIZE).map((id) => bookingKey(id));
    while (keys && keys.length > 0) {
      const { Responses, UnprocessedKeys }: BatchGetCommandOutput = await documentClient.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: {
              Keys: keys,
              ConsistentRead: true,
              ProjectionExpression: '#id, #travelers, #status, #holdExpiresAt',
              ExpressionAttributeNames: { '#id': 'id', '#travelers': 'travelers', '#status': 'status', '#holdExpiresAt': 'holdExpiresAt' },
            },
          },
        }),
      );
      found.push(...(Responses?.[tableName] ?? []).map((item) => HeldBooking.parse(item)));
      keys = UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}

/** One client address's item as it is, for `clientHoldsWrite`. */
export async function readClientHolds(addressKey: string): Promise<ClientHolds> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: clientHoldsKey(addressKey), ConsistentRead: true }));
  if (!Item) return { addressKey, exists: false, heldSeats: 0, entries: {} };
  const item = ClientHoldsItem.parse(Item);
  return { addressKey, exists: true, heldSeats: item.heldSeats, entries: item.bookings };
}

/**
 * The bookings of an address's entries, each as it stands now (one that no longer exists is left
 * out): read only when the entries' seats would not leave room, to tell the held from the paid,
 * lapsed and released.
 */
export async function readClientBookings(read: ClientHolds): Promise<ClientHeldBooking[]> {
  return readBookings(Object.keys(read.entries));
}

/**
 * The write that adds a new booking to its address's holds, for the booking's own transaction,
 * on condition that the address then holds at most `cap` seats: `heldSeats`, as it is at the write
 * (other bookings from the address included), less the seats of the entries dropped here, plus the
 * new booking's. `stillHolding` are the bookings of `read` that hold seats now, when they were
 * read; the others' entries are dropped, on condition that they are still there, so two writes
 * never drop one twice. Without them, no entry is dropped. When the condition fails nothing is
 * written, and the caller reads again.
 */
export function clientHoldsWrite(
  read: ClientHolds,
  stillHolding: readonly ClientHeldBooking[] | undefined,
  booking: { id: string; travelers: number },
  cap: number,
  now: Date,
): TransactItem {
  const key = clientHoldsKey(read.addressKey);
  const expiresAt = Math.floor(now.getTime() / 1000) + ITEM_LIFETIME_SECONDS;
  if (!read.exists) {
    return {
      Put: {
        TableName: tableName,
        Item: { ...key, heldSeats: booking.travelers, bookings: { [booking.id]: booking.travelers }, [tableLayout.ttlAttribute]: expiresAt },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      },
    };
  }
  const holding = stillHolding && new Set(stillHolding.map((held) => held.id));
  const dropped = holding ? Object.entries(read.entries).filter(([id]) => !holding.has(id)) : [];
  const droppedSeats = dropped.reduce((seats, [, travelers]) => seats + travelers, 0);
  const names: Record<string, string> = { '#bookings': 'bookings', '#held': 'heldSeats', '#expires': tableLayout.ttlAttribute, '#new': booking.id };
  dropped.forEach(([id], index) => (names[`#d${index}`] = id));
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: [
        'SET #bookings.#new = :travelers, #expires = :expires',
        'ADD #held :change',
        ...(dropped.length > 0 ? [`REMOVE ${dropped.map((_, index) => `#bookings.#d${index}`).join(', ')}`] : []),
      ].join(' '),
      ConditionExpression: [
        '#held <= :room',
        ...dropped.map((_, index) => `attribute_exists(#bookings.#d${index})`),
      ].join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':travelers': booking.travelers,
        ':expires': expiresAt,
        ':change': booking.travelers - droppedSeats,
        ':room': cap - booking.travelers + droppedSeats,
      },
    },
  };
}
