import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Inquiry, Inquiry as InquirySchema } from '@sunward/shared/schemas/inquiry';
import { inquiryKey, inquiryTypeKey, itemTypes, tableLayout } from '@sunward/shared/table';
import { documentClient, tableName } from './dynamo-client';
import { queryAll } from './query-all';

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
  const { byType } = tableLayout.indexes;
  const items = await queryAll({
    TableName: tableName,
    IndexName: byType.name,
    KeyConditionExpression: '#pk = :type',
    ExpressionAttributeNames: { '#pk': byType.partitionKey },
    ExpressionAttributeValues: { ':type': itemTypes.inquiry },
    ScanIndexForward: false,
  });
  return items.map((item) => InquirySchema.parse(item));
}
