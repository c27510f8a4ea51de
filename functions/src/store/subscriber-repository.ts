import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { subscriberKey, tableLayout } from '@sunward/shared/table';
import { writeIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';

/** Adds the address once. Answers `false` when it was already subscribed. */
export async function addSubscriber(email: string, now: Date): Promise<boolean> {
  return writeIf(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...subscriberKey(email), email, subscribedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      }),
    ),
  );
}
