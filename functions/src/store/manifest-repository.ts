import { setTimeout as sleep } from 'node:timers/promises';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { bookingKey, manifestDeparturePrefix, manifestPartition, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { BookingItem, type BookingRecord } from './booking-repository';
import { documentClient, tableName } from './dynamo-client';
import { queryAll } from './query-all';

/** BatchGetItem's limit per call. */
const BATCH_SIZE = 100;
const MAX_BATCH_ATTEMPTS = 8;

const ManifestItem = z.object({ bookingId: z.string(), departureId: z.string() });

/** The bookings with these ids, in no particular order; BatchGetItem's leftovers are asked again. */
async function getBookings(ids: readonly string[]): Promise<BookingRecord[]> {
  const found: BookingRecord[] = [];
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(start, start + BATCH_SIZE).map((id) => bookingKey(id));
    for (let attempt = 1; keys && keys.length > 0; attempt++) {
      if (attempt > MAX_BATCH_ATTEMPTS) throw new Error('DynamoDB kept back part of a batch of bookings');
      if (attempt > 1) await sleep(Math.random() * 25 * 2 ** attempt);
      const page: BatchGetCommandOutput = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }));
      found.push(...(page.Responses?.[tableName] ?? []).map((item) => BookingItem.parse(item)));
      keys = page.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}

/**
 * The bookings of one trip's manifest, of one departure when `departureId` is given: one Query
 * on the trip's manifest partition, then the bookings themselves. Never a Scan.
 */
export async function listManifestBookings(packageId: string, departureId?: string): Promise<BookingRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: departureId === undefined ? '#pk = :pk' : '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, ...(departureId === undefined ? {} : { '#sk': tableLayout.sortKey }) },
    ExpressionAttributeValues: { ':pk': manifestPartition(packageId), ...(departureId === undefined ? {} : { ':prefix': manifestDeparturePrefix(departureId) }) },
  });
  return getBookings(items.map((item) => ManifestItem.parse(item).bookingId));
}
