import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { subscriberKey, tableLayout } from '@sunward/shared/table';
import { documentClient, tableName } from './dynamo-client';

/** Adds the address once. Answers `false` when it was already subscribed. */
export async function addSubscriber(email: string, now: Date): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...subscriberKey(email), email, subscribedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
