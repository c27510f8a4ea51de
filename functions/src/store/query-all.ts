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
 * first) or reversed (`newestFirst`), optionally only up to a sort key.
 */
export async function queryByType(
  itemType: string,
  options: { newestFirst?: boolean; sortKeyUpTo?: string } = {},
): Promise<Record<string, unknown>[]> {
  const { byType } = tableLayout.indexes;
  const upTo = options.sortKeyUpTo;
  return queryAll({
    TableName: tableName,
    IndexName: byType.name,
    KeyConditionExpression: upTo === undefined ? '#pk = :type' : '#pk = :type AND #sk <= :upTo',
    ExpressionAttributeNames: { '#pk': byType.partitionKey, ...(upTo === undefined ? {} : { '#sk': byType.sortKey }) },
    ExpressionAttributeValues: { ':type': itemType, ...(upTo === undefined ? {} : { ':upTo': upTo }) },
    ScanIndexForward: !options.newestFirst,
  });
}
