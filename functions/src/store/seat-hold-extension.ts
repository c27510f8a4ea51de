import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingStatus } from '@sunward/shared/schemas/booking';
import { bookingKey, holdKey, holdTypeKey, tableLayout } from '@sunward/shared/table';
import type { BookingRecord } from './booking-repository';
import { documentClient, tableName } from './dynamo-client';

/** Where the booking and its hold item note the open deposit PaymentIntent. */
const openDepositIntent = 'openDepositPaymentIntentId';

/**
 * Lengthens an unpaid booking's hold to `until` once its deposit PaymentIntent exists, and notes
 * that PaymentIntent as the booking's open deposit one: the booking and its hold item together,
 * only while the booking is still pending, its hold has not lapsed at `now` and ends before
 * `until`. When the hold is not lengthened (it already was, or it lapsed meanwhile), the
 * PaymentIntent is still noted on both while the booking is pending and its hold item is there,
 * so the expiry job can cancel it. Answers whether the hold was lengthened.
 */
export async function extendHold(booking: BookingRecord, until: Date, now: Date, paymentIntentId: string): Promise<boolean> {
  const untilIso = until.toISOString();
  if (Date.parse(booking.holdExpiresAt) < until.getTime()) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: bookingKey(booking.id),
                UpdateExpression: 'SET #holdExpiresAt = :until, #open = :intent',
                ConditionExpression: '#status = :pending AND #holdExpiresAt > :now AND #holdExpiresAt < :until',
                ExpressionAttributeNames: { '#status': 'status', '#holdExpiresAt': 'holdExpiresAt', '#open': openDepositIntent },
                ExpressionAttributeValues: {
                  ':pending': 'pending' satisfies BookingStatus,
                  ':now': now.toISOString(),
                  ':until': untilIso,
                  ':intent': paymentIntentId,
                },
              },
            },
            {
              Update: {
                TableName: tableName,
                Key: holdKey(booking.id),
                UpdateExpression: 'SET #holdExpiresAt = :until, #typeSk = :typeSk, #open = :intent',
                ConditionExpression: 'attribute_exists(#pk)',
                ExpressionAttributeNames: {
                  '#pk': tableLayout.partitionKey,
                  '#holdExpiresAt': 'holdExpiresAt',
                  '#typeSk': tableLayout.indexes.byType.sortKey,
                  '#open': openDepositIntent,
                },
                ExpressionAttributeValues: {
                  ':until': untilIso,
                  ':typeSk': holdTypeKey(untilIso, booking.id).typeSk,
                  ':intent': paymentIntentId,
                },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  if (booking.openDepositPaymentIntentId !== paymentIntentId) await noteOpenDepositIntent(booking.id, paymentIntentId);
  return false;
}

/**
 * Notes the deposit PaymentIntent on a pending booking and its hold item that do not have one yet.
 * Nothing is written when the booking is no longer pending or its hold item is gone (the hold
 * expired or the deposit was recorded meanwhile).
 */
async function noteOpenDepositIntent(bookingId: string, paymentIntentId: string): Promise<void> {
  const notNoted = 'attribute_exists(#pk) AND attribute_not_exists(#open)';
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: bookingKey(bookingId),
              UpdateExpression: 'SET #open = :intent',
              ConditionExpression: `${notNoted} AND #status = :pending`,
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#open': openDepositIntent, '#status': 'status' },
              ExpressionAttributeValues: { ':intent': paymentIntentId, ':pending': 'pending' satisfies BookingStatus },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: holdKey(bookingId),
              UpdateExpression: 'SET #open = :intent',
              ConditionExpression: notNoted,
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#open': openDepositIntent },
              ExpressionAttributeValues: { ':intent': paymentIntentId },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}
