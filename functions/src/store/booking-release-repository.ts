import type { TripAuditEntry } from '@sunward/shared/schemas/catalogue-admin';
import { bookingKey } from '@sunward/shared/table';
import { auditEntryPut } from './audit-repository';
import type { BookingRecord } from './booking-repository';
import { seatRelease } from './departure-repository';
import { tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import { timedWorkDelete } from './timed-work-repository';
import { type RetryPolicy, retryTransaction } from './transaction-retry';

/** The kind of timed work that reminds a booking of its balance (decision 042). */
const BALANCE_REMINDER = 'balance-reminder';

/** A release that lost a race on the departure item to a booking: a few more attempts. */
const departureRace: RetryPolicy = { maxAttempts: 5, backoffMs: (attempt) => Math.random() * 20 * attempt };

/**
 * Releases an overdue booking by the operator's hand (decision 044), in one transaction: the
 * booking becomes `cancelled` with what it paid kept as `forfeitedCents`, its seats go back to its
 * departure, its balance reminder goes, the trip's audit entry and the traveller's mail are
 * written. It is conditional on the booking being exactly as read (still `deposit_paid`, the same
 * amount paid, balance and due date), so a payment landing meanwhile, a moved due date or a second
 * click changes nothing, and the seats go back once. Answers whether this call released it.
 */
export async function releaseOverdue(booking: BookingRecord, entry: TripAuditEntry, mails: readonly QueuedMail[], now: Date): Promise<boolean> {
  const seenDue = booking.balanceDueDate;
  return retryTransaction<boolean>(departureRace, () => ({
    write: [
      {
        Update: {
          TableName: tableName,
          Key: bookingKey(booking.id),
          UpdateExpression: 'SET #status = :cancelled, #forfeited = :paid, #cancelledAt = :at',
          ConditionExpression: `#status = :seen AND #paid = :paid AND #balance = :balance AND ${seenDue === undefined ? 'attribute_not_exists(#due)' : '#due = :due'}`,
          ExpressionAttributeNames: {
            '#status': 'status',
            '#forfeited': 'forfeitedCents',
            '#cancelledAt': 'cancelledAt',
            '#paid': 'amountPaidCents',
            '#balance': 'balanceDueCents',
            '#due': 'balanceDueDate',
          },
          ExpressionAttributeValues: {
            ':cancelled': 'cancelled' satisfies BookingRecord['status'],
            ':seen': booking.status,
            ':paid': booking.amountPaidCents,
            ':balance': booking.balanceDueCents,
            ':at': now.toISOString(),
            ...(seenDue === undefined ? {} : { ':due': seenDue }),
          },
        },
      },
      seatRelease(booking.packageId, booking.departureId, booking.travelers),
      timedWorkDelete(BALANCE_REMINDER, booking.id),
      auditEntryPut(booking.packageId, entry),
      ...mails.map((mail) => mailPut(mail, now)),
    ],
    written: () => true,
    cancelled: (reasons) => (reasons[0] === 'ConditionalCheckFailed' ? { answer: false } : reasons.includes('TransactionConflict') ? 'retry' : 'give-up'),
  }));
}
