import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { signInFailuresKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { documentClient, tableName } from './dynamo-client';

/**
 * Failed admin sign-ins (decision 015): one counter per username (lower-cased, as the pool is
 * case-insensitive) and one per client IP. Each failure adds one atomically; a counter whose
 * window has passed starts again at one. The TTL attribute is the window's end (or the lock's),
 * checked on every read as TTL deletion lags.
 */
export type FailureScope = 'user' | 'ip';

export interface FailureCount {
  failures: number;
  lockedUntil?: Date;
}

const FailureItem = z.object({
  failures: z.number().check(z.int(), z.nonnegative()),
  lockedUntil: z.optional(z.number()),
  [tableLayout.ttlAttribute]: z.number(),
});

const epochSeconds = (at: Date) => Math.ceil(at.getTime() / 1000);

const keyOf = (scope: FailureScope, value: string) => signInFailuresKey(scope, scope === 'user' ? value.toLowerCase() : value);

function toCount(item: unknown, now: Date): FailureCount {
  const parsed = FailureItem.safeParse(item);
  if (!parsed.success || parsed.data[tableLayout.ttlAttribute] <= now.getTime() / 1000) return { failures: 0 };
  const { failures, lockedUntil } = parsed.data;
  return lockedUntil === undefined ? { failures } : { failures, lockedUntil: new Date(lockedUntil * 1000) };
}

/** The counter as it stands, zero when there is none or its window has passed. */
export async function findFailures(scope: FailureScope, value: string, now: Date): Promise<FailureCount> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keyOf(scope, value), ConsistentRead: true }));
  return toCount(Item, now);
}

/**
 * Counts one failure and answers the count after it. Racing failures each add one (`ADD`); a
 * counter whose window has passed is replaced by a fresh one, conditionally, so of two racing
 * restarts one adds to the other.
 */
export async function countFailure(scope: FailureScope, value: string, now: Date, windowSeconds: number): Promise<FailureCount> {
  const key = keyOf(scope, value);
  const windowEnd = epochSeconds(now) + windowSeconds;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'ADD #failures :one SET #ttl = if_not_exists(#locked, :windowEnd)',
          ConditionExpression: 'attribute_not_exists(#pk) OR #ttl > :now',
          ExpressionAttributeNames: { '#failures': 'failures', '#ttl': tableLayout.ttlAttribute, '#locked': 'lockedUntil', '#pk': tableLayout.partitionKey },
          ExpressionAttributeValues: { ':one': 1, ':windowEnd': windowEnd, ':now': now.getTime() / 1000 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toCount(Attributes, now);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
    // The stored counter's window has passed: start a new one, unless a racing call just did.
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...key, failures: 1, [tableLayout.ttlAttribute]: windowEnd },
          ConditionExpression: '#ttl <= :now',
          ExpressionAttributeNames: { '#ttl': tableLayout.ttlAttribute },
          ExpressionAttributeValues: { ':now': now.getTime() / 1000 },
        }),
      );
      return { failures: 1 };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new Error('Could not count a failed sign-in: the counter kept changing');
}

/** Locks the counter until `until`; the item then lives until the lock ends. */
export async function lockFailures(scope: FailureScope, value: string, until: Date): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keyOf(scope, value),
      UpdateExpression: 'SET #locked = :until, #ttl = :until',
      ExpressionAttributeNames: { '#locked': 'lockedUntil', '#ttl': tableLayout.ttlAttribute },
      // Whole seconds, rounded down: the lock never reads longer than the policy says.
      ExpressionAttributeValues: { ':until': Math.floor(until.getTime() / 1000) },
    }),
  );
}

/** Forgets a counter: a successful sign-in resets its username's. */
export async function clearFailures(scope: FailureScope, value: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: keyOf(scope, value) }));
}
