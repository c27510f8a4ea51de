import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Cents } from '@sunward/shared/money';
import { bookingKey, tableLayout } from '@sunward/shared/table';
import { transactIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';

/**
 * A dispute (chargeback) of one of a booking's payments, from Stripe's webhook (decision 018). It
 * lives on the booking item (`disputeId`, `disputeStatus`, `disputeAmountCents`,
 * `disputePaymentIntentId`): a booking carries its latest dispute, and no totals move.
 */
interface DisputeRecord {
  id: string;
  status: string;
  amountCents: Cents;
  paymentIntentId: string;
}

/** Writes a dispute's fields on its booking, if `condition` holds (the booking always exists). */
function disputeUpdate(bookingId: string, dispute: DisputeRecord, condition: string) {
  return {
    TableName: tableName,
    Key: bookingKey(bookingId),
    UpdateExpression: 'SET #id = :id, #status = :status, #amount = :amount, #intent = :intent',
    ConditionExpression: `attribute_exists(#pk)${condition}`,
    ExpressionAttributeNames: {
      '#pk': tableLayout.partitionKey,
      '#id': 'disputeId',
      '#status': 'disputeStatus',
      '#amount': 'disputeAmountCents',
      '#intent': 'disputePaymentIntentId',
    },
    ExpressionAttributeValues: { ':id': dispute.id, ':status': dispute.status, ':amount': dispute.amountCents, ':intent': dispute.paymentIntentId },
  };
}

/**
 * Flags a booking as disputed by `dispute`, once, with the agency's notice in the same write:
 * answers true only for the call that set the flag; a replay of the same dispute answers false.
 */
export async function flagDispute(bookingId: string, dispute: DisputeRecord, notice: QueuedMail, now: Date): Promise<boolean> {
  const flag = disputeUpdate(bookingId, dispute, ' AND (attribute_not_exists(#id) OR #id <> :id)');
  return transactIf([{ Update: flag }, mailPut(notice, now)]);
}

/** Records how a dispute ended (`won`, `lost`, …) on its booking; the same outcome again changes nothing. */
export async function closeDispute(bookingId: string, dispute: DisputeRecord): Promise<void> {
  await documentClient.send(new UpdateCommand(disputeUpdate(bookingId, dispute, '')));
}
