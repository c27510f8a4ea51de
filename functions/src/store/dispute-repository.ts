import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Cents } from '@sunward/shared/money';
import { bookingKey, tableLayout } from '@sunward/shared/table';
import { transactIf, writeIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';

/**
 * A dispute (chargeback) of one of a booking's payments, from Stripe's webhook (decisions 018 and
 * 035). It lives on the booking item (`disputeId`, `disputeStatus`, `disputeAmountCents`,
 * `disputePaymentIntentId`): a booking carries its latest dispute, and no totals move. Beside them,
 * `disputeEventOrder` is where the last event applied stands in Stripe's order, and
 * `disputeNoticeIds` the disputes the agency was told about.
 */
interface DisputeRecord {
  id: string;
  status: string;
  amountCents: Cents;
  paymentIntentId: string;
}

/**
 * Where a dispute event stands in the order Stripe created its events: its `created` second, and
 * within one second a close after an opening, since a dispute cannot close before it opens.
 */
export function disputeEventOrder(createdAt: Date, closes: boolean): number {
  return Math.floor(createdAt.getTime() / 1000) * 2 + (closes ? 1 : 0);
}

/**
 * Writes a dispute's fields on its booking from one event, unless an event Stripe created later (or
 * this one) was applied already: a late `charge.dispute.created` never reopens a closed dispute,
 * and a replay changes nothing. Answers whether this call wrote.
 */
export async function applyDisputeEvent(bookingId: string, dispute: DisputeRecord, order: number): Promise<boolean> {
  return writeIf(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET #id = :id, #status = :status, #amount = :amount, #intent = :intent, #order = :order',
        ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#order) OR #order < :order)',
        ExpressionAttributeNames: {
          '#pk': tableLayout.partitionKey,
          '#id': 'disputeId',
          '#status': 'disputeStatus',
          '#amount': 'disputeAmountCents',
          '#intent': 'disputePaymentIntentId',
          '#order': 'disputeEventOrder',
        },
        ExpressionAttributeValues: {
          ':id': dispute.id,
          ':status': dispute.status,
          ':amount': dispute.amountCents,
          ':intent': dispute.paymentIntentId,
          ':order': order,
        },
      }),
    ),
  );
}

/**
 * Queues the agency's notice of a dispute in one write with the mark that it was queued, once per
 * dispute whichever of its events comes first: answers true only for the call that queued it. A
 * booking flagged before the mark existed carries its dispute id instead, and that dispute counts
 * as told.
 */
export async function noticeDisputeOnce(bookingId: string, disputeId: string, notice: QueuedMail, now: Date): Promise<boolean> {
  const mark = {
    Update: {
      TableName: tableName,
      Key: bookingKey(bookingId),
      UpdateExpression: 'ADD #noticed :ids',
      ConditionExpression:
        'attribute_exists(#pk) AND NOT contains(#noticed, :id) AND (attribute_exists(#noticed) OR attribute_not_exists(#id) OR #id <> :id)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#noticed': 'disputeNoticeIds', '#id': 'disputeId' },
      ExpressionAttributeValues: { ':ids': new Set([disputeId]), ':id': disputeId },
    },
  };
  return transactIf([mark, mailPut(notice, now)]);
}
