import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamo-client';

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
