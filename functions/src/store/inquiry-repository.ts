import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Inquiry, Inquiry as InquirySchema } from '@sunward/shared/schemas/inquiry';
import { inquiryKey, inquiryTypeKey, itemTypes, tableLayout } from '@sunward/shared/table';
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
