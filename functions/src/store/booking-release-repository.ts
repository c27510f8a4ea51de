import type { TripAuditEntry } from '@sunward/shared/schemas/catalogue-admin';
import { auditEntryPut } from './audit-repository';
import { autoPayStopWrites } from './auto-pay-repository';
import { bookingUpdate } from './auto-pay-update';
import type { BookingRecord } from './booking-repository';
import type { TransactItem } from './conditional-write';
import { mailPut, type QueuedMail } from './outbox-repository';
import { holdDeletion } from './seat-hold-repository';
import type { SeatsFreeing } from './seats-freeing';
import { timedWorkDelete } from './timed-work-repository';
import { type RetryPolicy, retryTransaction } from './transaction-retry';

/** The kind of timed work that reminds a booking of its balance (decision 042). */
const BALANCE_REMINDER = 'balance-reminder';

/** A release that lost a race on the departure item to a booking: a few more attempts. */
const departureRace: RetryPolicy = { maxAttempts: 5, backoffMs: (attempt) => Math.random() * 20 * attempt };

/** What a cancellation writes besides the status: the release keeps what was paid as forfeited. */
export interface Cancellation {
  /** What the booking had paid, kept under the refund policy (decision 044); absent for a plain cancel. */
  forfeitedCents?: number;
  /** The operator's words, kept on the booking (decision 045). */
  reason?: string;
  /** Revokes every pay link mailed so far (decision 043). */
  revokePayLinks?: boolean;
  /**
   * The deposit PaymentIntent the caller cancelled at Stripe, for a pending booking: the booking
   * must name that one or none, as the hold's release requires (decision 037).
   */
  settledDepositIntent?: string;
}

/**
 * Cancels a booking that holds seats, in one transaction: the booking becomes `cancelled` with
 * `cancelledAt`, its seats go to the waitlist's offers or back on sale (`freeSeats`, decision 053), its balance reminder goes (and a pending
 * booking's hold item), the trip's audit entry and the traveller's mail are written. It is
 * conditional on the booking being exactly as read (the same status, amount paid, balance and due
 * date; for a pending one, no other deposit PaymentIntent), so a payment landing meanwhile, a moved
 * due date or a second click changes nothing, and the seats go back once. Answers whether this
 * call cancelled it. The release of an overdue booking (decision 044) and the operator's cancel
 * (decision 045) are both this write.
 */
export async function cancelHeldBooking(
  booking: BookingRecord,
  cancellation: Cancellation,
  entry: TripAuditEntry,
  mails: readonly QueuedMail[],
  now: Date,
  freeSeats: SeatsFreeing,
): Promise<boolean> {
  const seenDue = booking.balanceDueDate;
  const at = now.toISOString();
  const pending = booking.status === 'pending';
  const sets = ['#status = :cancelled', '#cancelledAt = :at'];
  const names: Record<string, string> = {
    '#status': 'status',
    '#cancelledAt': 'cancelledAt',
    '#paid': 'amountPaidCents',
    '#balance': 'balanceDueCents',
    '#due': 'balanceDueDate',
  };
  const values: Record<string, unknown> = {
    ':cancelled': 'cancelled' satisfies BookingRecord['status'],
    ':seen': booking.status,
    ':paid': booking.amountPaidCents,
    ':balance': booking.balanceDueCents,
    ':at': at,
    ...(seenDue === undefined ? {} : { ':due': seenDue }),
  };
  if (cancellation.forfeitedCents !== undefined) {
    sets.push('#forfeited = :forfeited');
    names['#forfeited'] = 'forfeitedCents';
    values[':forfeited'] = cancellation.forfeitedCents;
  }
  if (cancellation.reason) {
    sets.push('#reason = :reason');
    names['#reason'] = 'cancellationReason';
    values[':reason'] = cancellation.reason;
  }
  if (cancellation.revokePayLinks) {
    sets.push('#revoked = :at');
    names['#revoked'] = 'payLinksRevokedAt';
  }
  const conditions = ['#status = :seen', '#paid = :paid', '#balance = :balance', seenDue === undefined ? 'attribute_not_exists(#due)' : '#due = :due'];
  if (pending) {
    names['#open'] = 'openDepositPaymentIntentId';
    const settled = cancellation.settledDepositIntent;
    conditions.push(settled === undefined ? 'attribute_not_exists(#open)' : 'attribute_not_exists(#open) OR #open = :settled');
    if (settled !== undefined) values[':settled'] = settled;
  }
  // A plan of automatic installments stops in the same write (decision 047).
  const stop = autoPayStopWrites(booking, cancellation.forfeitedCents === undefined ? 'cancelled' : 'released', now);
  const write: TransactItem[] = [
    bookingUpdate(booking.id, { set: sets, conditions, names, values }, stop?.booking),
    timedWorkDelete(BALANCE_REMINDER, booking.id),
    ...(pending ? [holdDeletion(booking.id)] : []),
    auditEntryPut(booking.packageId, entry),
    ...mails.map((mail) => mailPut(mail, now)),
    ...(stop?.items ?? []),
  ];
  return retryTransaction<boolean>(departureRace, async () => ({
    write: [...write, ...(await freeSeats({ packageId: booking.packageId, departureId: booking.departureId, seats: booking.travelers }))],
    written: () => true,
    // Anything else is a race (a booking on the departure, an entry in line changing): read again.
    cancelled: (reasons) => (reasons[0] === 'ConditionalCheckFailed' ? { answer: false } : 'retry'),
  }));
}

/**
 * Releases an overdue booking by the operator's hand (decision 044): a cancellation that keeps
 * what it paid as `forfeitedCents`. Answers whether this call released it.
 */
export async function releaseOverdue(booking: BookingRecord, entry: TripAuditEntry, mails: readonly QueuedMail[], now: Date, freeSeats: SeatsFreeing): Promise<boolean> {
  return cancelHeldBooking(booking, { forfeitedCents: booking.amountPaidCents }, entry, mails, now, freeSeats);
}
