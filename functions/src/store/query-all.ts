import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableLayout } from '@sunward/shared/table';
import type * as z from 'zod/mini';
import { documentClient, tableName } from './dynamo-client';
import { decodeCursor, encodeCursor } from './page-cursor';

/** Every item a query matches, following DynamoDB's pages (1 MB each) to the end. */
export async function queryAll(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Every item of one kind through the byType index, in sort-key order (oldest or catalogue order
 * first) or reversed (`newestFirst`), optionally only up to a sort key or only after one.
 */
export async function queryByType(
  itemType: string,
  options: { newestFirst?: boolean; sortKeyUpTo?: string; sortKeyAfter?: string } = {},
): Promise<Record<string, unknown>[]> {
  const { byType } = tableLayout.indexes;
  const range =
    options.sortKeyUpTo !== undefined
      ? { condition: ' AND #sk <= :bound', bound: options.sortKeyUpTo }
      : options.sortKeyAfter !== undefined
        ? { condition: ' AND #sk > :bound', bound: options.sortKeyAfter }
        : undefined;
  return queryAll({
    TableName: tableName,
    IndexName: byType.name,
    KeyConditionExpression: `#pk = :type${range?.condition ?? ''}`,
    ExpressionAttributeNames: { '#pk': byType.partitionKey, ...(range ? { '#sk': byType.sortKey } : {}) },
    ExpressionAttributeValues: { ':type': itemType, ...(range ? { ':bound': range.bound } : {}) },
    ScanIndexForward: !options.newestFirst,
  });
}

/** The key a byType page stops at: the item's table key and its index key, as DynamoDB's LastEvaluatedKey has them. */
function typePageKeyOf(item: Record<string, unknown>): Record<string, unknown> {
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
 * One page of one kind through the byType index, newest first, starting after `cursor`. One item
 * more than `limit` is read, so that the last page answers `nextCursor: null` rather than a cursor
 * to an empty page. A cursor `keySchema` refuses answers `invalidCursor`, and never reaches DynamoDB.
 */
export async function queryByTypePage(
  itemType: string,
  options: { limit: number; cursor?: string | undefined; keySchema: z.core.$ZodType<Record<string, unknown>> },
): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null } | { invalidCursor: true }> {
  let startKey: Record<string, unknown> | undefined;
  if (options.cursor !== undefined) {
    startKey = decodeCursor(options.cursor, options.keySchema);
    if (!startKey) return { invalidCursor: true };
  }
  const { byType } = tableLayout.indexes;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: byType.name,
      KeyConditionExpression: '#pk = :type',
      ExpressionAttributeNames: { '#pk': byType.partitionKey },
      ExpressionAttributeValues: { ':type': itemType },
      ScanIndexForward: false,
      Limit: options.limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = page.Items ?? [];
  const shown = items.slice(0, options.limit);
  const last = shown.at(-1);
  let nextCursor: string | null = null;
  if (items.length > options.limit && last) nextCursor = encodeCursor(typePageKeyOf(last));
  // DynamoDB stopped early at its 1 MB page size: carry on from where it stopped.
  else if (page.LastEvaluatedKey && items.length <= options.limit) nextCursor = encodeCursor(page.LastEvaluatedKey);
  return { items: shown, nextCursor };
}
