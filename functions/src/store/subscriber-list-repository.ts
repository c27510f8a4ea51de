import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { itemTypes, subscriberKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { documentClient, tableName } from './dynamo-client';
import { decodeCursor, encodeCursor } from './page-cursor';

/**
 * The confirmed subscribers through the byType index (decision 039): only a confirmed address is
 * listed there, so a pending one is never read.
 */

const SubscriberItem = z.object({ email: z.string(), confirmedAt: z.string() });
export type SubscriberRecord = z.output<typeof SubscriberItem>;

/** Where a page stopped: exactly the LastEvaluatedKey DynamoDB gives, checked whole before it reaches DynamoDB. */
const SubscriberPageKey = z
  .strictObject({
    [tableLayout.partitionKey]: z.string().check(z.startsWith(subscriberKey('').pk), z.maxLength(300)),
    [tableLayout.sortKey]: z.literal(subscriberKey('').sk),
    [tableLayout.indexes.byType.partitionKey]: z.literal(itemTypes.subscriber),
    [tableLayout.indexes.byType.sortKey]: z.string().check(z.maxLength(400)),
  })
  .check(
    z.refine((key) => {
      const email = String(key[tableLayout.partitionKey]).slice(subscriberKey('').pk.length);
      return email !== '' && String(key[tableLayout.indexes.byType.sortKey]).endsWith(`#${email}`);
    }),
  );

export type SubscriberPageResult = { subscribers: SubscriberRecord[]; nextCursor: string | null } | { invalidCursor: true };

/**
 * One page of confirmed subscribers, the latest confirmed first, after `cursor`. One item more than
 * `limit` is read, so that the last page answers `nextCursor: null`.
 */
export async function listSubscribersPage(options: { limit: number; cursor?: string | undefined }): Promise<SubscriberPageResult> {
  let startKey: Record<string, unknown> | undefined;
  if (options.cursor !== undefined) {
    startKey = decodeCursor(options.cursor, SubscriberPageKey);
    if (!startKey) return { invalidCursor: true };
  }
  const { partitionKey, sortKey, indexes } = tableLayout;
  const { byType } = indexes;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: byType.name,
      KeyConditionExpression: '#pk = :type',
      ExpressionAttributeNames: { '#pk': byType.partitionKey },
      ExpressionAttributeValues: { ':type': itemTypes.subscriber },
      ScanIndexForward: false,
      Limit: options.limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = page.Items ?? [];
  const shown = items.slice(0, options.limit);
  const last = shown.at(-1);
  let nextCursor: string | null = null;
  if (items.length > options.limit && last) {
    nextCursor = encodeCursor({ [partitionKey]: last[partitionKey], [sortKey]: last[sortKey], [byType.partitionKey]: last[byType.partitionKey], [byType.sortKey]: last[byType.sortKey] });
  } else if (page.LastEvaluatedKey && items.length <= options.limit) nextCursor = encodeCursor(page.LastEvaluatedKey);
  return { subscribers: shown.map((item) => SubscriberItem.parse(item)), nextCursor };
}
