import type { BookingStatus } from '@sunward/shared/schemas/booking';
import { bookingKey, holdKey, holdTypeKey, tableLayout } from '@sunward/shared/table';
import type { BookingRecord } from './booking-repository';
import { transactUnlessCancelled } from './conditional-write';
import { tableName } from './dynamo-client';

/** Where the booking and its hold item note the open deposit PaymentIntent. */
const openDepositIntent = 'openDepositPaymentIntentId';

/**
 * What became of a hold once its deposit PaymentIntent exists: `lengthened` (and the PaymentIntent
 * noted), `noted` (it was lengthened already), or `lapsed`: the booking is no longer pending, its
 * hold item is gone or its time has come, so nothing was written and nobody will cancel the
 * PaymentIntent but the caller.
 */
export type HoldForIntent = 'lengthened' | 'noted' | 'lapsed';

/**
 * Lengthens an unpaid booking's hold to `until` once its deposit PaymentIntent exists, and notes
 * that PaymentIntent as the booking's open deposit one: the booking and its hold item together,
 * only while the booking is still pending, its hold has not lapsed at `now` and ends before
 * `until`. When the hold is not lengthened (it already was), the PaymentIntent is still noted on
 * both under the same conditions, so the expiry job can cancel it.
 */
export async function extendHold(booking: BookingRecord, until: Date, now: Date, paymentIntentId: string): Promise<HoldForIntent> {
  if (Date.parse(booking.holdExpiresAt) < until.getTime() && (await lengthenHold(booking.id, until, now, paymentIntentId))) return 'lengthened';
  // Written even when the booking read names it already: the write is what proves the hold still stands.
  return (await noteOpenDepositIntent(booking.id, paymentIntentId, now)) ? 'noted' : 'lapsed';
}

/** The hold of a pending booking whose hold has not lapsed at `now` lengthened to `until`, and the PaymentIntent noted. Answers whether it was written. */
async function lengthenHold(bookingId: string, until: Date, now: Date, paymentIntentId: string): Promise<boolean> {
  const untilIso = until.toISOString();
  return transactUnlessCancelled([
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(bookingId),
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
        Key: holdKey(bookingId),
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
          ':typeSk': holdTypeKey(untilIso, bookingId).typeSk,
          ':intent': paymentIntentId,
        },
      },
    },
  ]);
}

/**
 * Notes the deposit PaymentIntent on a pending booking whose hold has not lapsed at `now`, and on
 * its hold item, when neither names another one. Nothing is written when the booking is no longer
 * pending, its hold has lapsed or its hold item is gone (the hold expired or the deposit was
 * recorded meanwhile). Answers whether it was noted.
 */
async function noteOpenDepositIntent(bookingId: string, paymentIntentId: string, now: Date): Promise<boolean> {
  const notOther = 'attribute_exists(#pk) AND (attribute_not_exists(#open) OR #open = :intent)';
  return transactUnlessCancelled([
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET #open = :intent',
        ConditionExpression: `${notOther} AND #status = :pending AND #holdExpiresAt > :now`,
        ExpressionAttributeNames: {
          '#pk': tableLayout.partitionKey,
          '#open': openDepositIntent,
          '#status': 'status',
          '#holdExpiresAt': 'holdExpiresAt',
        },
        ExpressionAttributeValues: { ':intent': paymentIntentId, ':pending': 'pending' satisfies BookingStatus, ':now': now.toISOString() },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: holdKey(bookingId),
        UpdateExpression: 'SET #open = :intent',
        ConditionExpression: notOther,
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#open': openDepositIntent },
        ExpressionAttributeValues: { ':intent': paymentIntentId },
      },
    },
  ]);
}
