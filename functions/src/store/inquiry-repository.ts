import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { acknowledgementQuietUntil } from '@sunward/shared/rules/inquiry-acknowledgement';
import { type Inquiry, Inquiry as InquirySchema } from '@sunward/shared/schemas/inquiry';
import { inquiryAcknowledgementKey, inquiryKey, inquiryTypeKey, itemTypes, tableLayout } from '@sunward/shared/table';
import { documentClient, tableName } from './dynamo-client';
import { queryByType } from './query-all';

export async function saveInquiry(inquiry: Inquiry): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...inquiryKey(inquiry.id), ...inquiryTypeKey(inquiry.createdAt, inquiry.id), ...inquiry },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    }),
  );
}

/** Every inquiry, newest first. */
export async function listInquiries(): Promise<Inquiry[]> {
  const items = await queryByType(itemTypes.inquiry, { newestFirst: true });
  return items.map((item) => InquirySchema.parse(item));
}

/**
 * Claims the address's acknowledgement for the hour from `now`: `true` when the caller may send
 * it, `false` when one went out within the hour. The put is conditional on no claim or a lapsed
 * one, so of two inquiries at once exactly one gets `true`. The window is checked in the
 * condition, not by the TTL attribute, which only lets DynamoDB clean up (eventually).
 */
export async function claimInquiryAcknowledgement(email: string, now: Date): Promise<boolean> {
  const quietUntil = acknowledgementQuietUntil(now);
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...inquiryAcknowledgementKey(email),
          sentAt: now.toISOString(),
          quietUntil: quietUntil.getTime(),
          [tableLayout.ttlAttribute]: Math.ceil(quietUntil.getTime() / 1000),
        },
        ConditionExpression: 'attribute_not_exists(#pk) OR #quietUntil <= :now',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#quietUntil': 'quietUntil' },
        ExpressionAttributeValues: { ':now': now.getTime() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
