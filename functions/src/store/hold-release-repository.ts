import type { BookingStatus } from '@sunward/shared/schemas/booking';
import type { TripAuditEntry } from '@sunward/shared/schemas/catalogue-admin';
import { bookingKey } from '@sunward/shared/table';
import { auditEntryPut } from './audit-repository';
import type { BookingRecord } from './booking-repository';
import { tableName } from './dynamo-client';
import { holdDeletion } from './seat-hold-repository';
import type { SeatsFreeing } from './seats-freeing';
import { type RetryPolicy, retryTransaction } from './transaction-retry';

/** A release that lost a race on the departure item to a booking: a few more attempts. */
const departureRace: RetryPolicy = { maxAttempts: 5, backoffMs: (attempt) => Math.random() * 20 * attempt };

/**
 * Ends an unpaid booking's hold before its time, by the operator's hand (decision 037), with the
 * expiry job's writes (decision 010): the booking becomes `expired`, its seats go to the waitlist's
 * offers or back on sale (`freeSeats`, decision 053) and its hold item goes, in one transaction with the trip's audit entry. It is
 * conditional on the booking still being `pending` and naming no deposit PaymentIntent other than
 * `settledIntent` (the one the caller cancelled), so a payment landing meanwhile, a second click or
 * the expiry job racing it changes nothing twice. Answers whether this call released it.
 */
export async function releaseUnpaidHold(
  booking: BookingRecord,
  settledIntent: string | undefined,
  entry: TripAuditEntry,
  freeSeats: SeatsFreeing,
): Promise<boolean> {
  return retryTransaction<boolean>(departureRace, async () => ({
    write: [
      {
        Update: {
          TableName: tableName,
          Key: bookingKey(booking.id),
          UpdateExpression: 'SET #status = :expired',
          ConditionExpression: `#status = :pending AND ${settledIntent === undefined ? 'attribute_not_exists(#open)' : '(attribute_not_exists(#open) OR #open = :settled)'}`,
          ExpressionAttributeNames: { '#status': 'status', '#open': 'openDepositPaymentIntentId' },
          ExpressionAttributeValues: {
            ':expired': 'expired' satisfies BookingStatus,
            ':pending': 'pending' satisfies BookingStatus,
            ...(settledIntent === undefined ? {} : { ':settled': settledIntent }),
          },
        },
      },
      holdDeletion(booking.id),
      auditEntryPut(booking.packageId, entry),
      ...(await freeSeats({ packageId: booking.packageId, departureId: booking.departureId, seats: booking.travelers })),
    ],
    written: () => true,
    // Anything else is a race (a booking on the departure, an entry in line changing): read again.
    cancelled: (reasons) => (reasons[0] === 'ConditionalCheckFailed' ? { answer: false } : 'retry'),
  }));
}
