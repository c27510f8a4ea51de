import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableLayout } from '@sunward/shared/table';
import { documentClient, tableName } from './dynamo-client';

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
