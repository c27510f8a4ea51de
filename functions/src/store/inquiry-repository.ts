import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { acknowledgementQuietUntil } from '@sunward/shared/rules/inquiry-acknowledgement';
import { inquiryWindow, MAX_INQUIRIES_PER_EMAIL_PER_HOUR } from '@sunward/shared/rules/inquiry-limit';
import { type Inquiry, Inquiry as InquirySchema } from '@sunward/shared/schemas/inquiry';
import { inquiryAcknowledgementKey, inquiryCountKey, inquiryKey, inquiryTypeKey, itemTypes, tableLayout } from '@sunward/shared/table';
import { cancellationCodes, type TransactItem } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import { queryByType } from './query-all';

/**
 * Stores the inquiry with its mails in one transaction: the agency's notice always, and the
 * visitor's acknowledgement only with the address's claim for the hour (see
 * `claimInquiryAcknowledgement`). When another acknowledgement went to the address within the
 * hour, the inquiry and the agency's notice are stored without it. Answers whether the
 * acknowledgement was queued.
 */
export async function saveInquiry(
  inquiry: Inquiry,
  mails: { agencyNotice: QueuedMail; acknowledgement: QueuedMail },
  now: Date,
): Promise<{ acknowledged: boolean }> {
  const stored: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: { ...inquiryKey(inquiry.id), ...inquiryTypeKey(inquiry.createdAt, inquiry.id), ...inquiry },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      },
    },
    mailPut(mails.agencyNotice, now),
    inquiryCount(inquiry.email, now),
  ];
  try {
    await documentClient.send(
      new TransactWriteCommand({ TransactItems: [...stored, acknowledgementClaim(inquiry.email, now), mailPut(mails.acknowledgement, now)] }),
    );
    return { acknowledged: true };
  } catch (error) {
    const reasons = cancellationCodes(error);
    if (reasons[stored.length - 1] === 'ConditionalCheckFailed') throw new InquiryLimitReached();
    if (reasons[stored.length] !== 'ConditionalCheckFailed') throw error;
  }
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: stored }));
  } catch (error) {
    if (cancellationCodes(error)[stored.length - 1] === 'ConditionalCheckFailed') throw new InquiryLimitReached();
    throw error;
  }
  return { acknowledged: false };
}

/** The address has sent its inquiries for this hour: nothing was stored. */
export class InquiryLimitReached extends Error {
  override name = 'InquiryLimitReached';
}

/** One more inquiry in the address's count for this clock hour, only while under the limit. */
function inquiryCount(email: string, now: Date): TransactItem {
  const window = inquiryWindow(now);
  return {
    Update: {
      TableName: tableName,
      Key: inquiryCountKey(email, window.start),
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#count': 'inquiries', '#ttl': tableLayout.ttlAttribute },
      ExpressionAttributeValues: { ':one': 1, ':max': MAX_INQUIRIES_PER_EMAIL_PER_HOUR, ':ttl': Math.ceil(window.end.getTime() / 1000) },
    },
  };
}

/** Every inquiry, newest first. */
export async function listInquiries(): Promise<Inquiry[]> {
  const items = await queryByType(itemTypes.inquiry, { newestFirst: true });
  return items.map((item) => InquirySchema.parse(item));
}

/**
 * The address's acknowledgement claim for the hour from `now`: put only if there is no claim or a
 * lapsed one, so of two inquiries at once exactly one queues an acknowledgement. The window is
 * checked in the condition, not by the TTL attribute, which only lets DynamoDB clean up
 * (eventually).
 */
function acknowledgementClaim(email: string, now: Date): TransactItem {
  const quietUntil = acknowledgementQuietUntil(now);
  return {
    Put: {
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
    },
  };
}
