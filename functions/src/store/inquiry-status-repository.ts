import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type AdminInquiry, AdminInquiry as AdminInquirySchema, type InquiryStatus } from '@sunward/shared/schemas/inquiry-review';
import { inquiryKey, itemTypes, tableLayout } from '@sunward/shared/table';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName } from './dynamo-client';
import { queryByType } from './query-all';

/** An inquiry as stored, with its status: one stored before statuses existed is open. */
function toAdminInquiry(item: Record<string, unknown>): AdminInquiry {
  return AdminInquirySchema.parse({ status: 'open', answeredAt: null, answeredBy: null, ...item });
}

/** Every inquiry with its status, newest first. */
export async function listInquiriesWithStatus(): Promise<AdminInquiry[]> {
  const items = await queryByType(itemTypes.inquiry, { newestFirst: true });
  return items.map(toAdminInquiry);
}

/**
 * Marks an inquiry open or answered (who and when, for answered), only if it exists. Answers the
 * inquiry as it now is, or undefined when there is none.
 */
export async function setInquiryStatus(id: string, status: InquiryStatus, by: string, now: Date): Promise<AdminInquiry | undefined> {
  const answered = status === 'answered';
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: inquiryKey(id),
        UpdateExpression: 'SET #status = :status, #answeredAt = :at, #answeredBy = :by',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#status': 'status', '#answeredAt': 'answeredAt', '#answeredBy': 'answeredBy' },
        ExpressionAttributeValues: { ':status': status, ':at': answered ? now.toISOString() : null, ':by': answered ? by : null },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toAdminInquiry(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
