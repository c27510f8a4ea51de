import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@sunward/shared/rules/agency-calendar';
import type { ReminderKind } from '@sunward/shared/rules/balance-reminders';
import { bookingKey, reminderSentKey, tableLayout } from '@sunward/shared/table';
import type { BookingRecord } from './booking-repository';
import { cancellationCodes, type TransactItem, transactIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import {
  type ClaimedWork,
  claimedWorkDeletion,
  claimedWorkReschedule,
  type TimedWorkData,
  timedWorkAdd,
  timedWorkDelete,
  timedWorkPut,
} from './timed-work-repository';

/**
 * The writes of balance reminders (decision 042). A booking's next reminder is one timed-work
 * item of kind `balance-reminder`; the bookings the agency hears of on one day are members of
 * that day's `overdue-digest` item. A reminder is sent by one transaction: the item's next time,
 * the once-key of that booking, step and due date (put only if absent), the booking's
 * `lastReminder` (only while its status and balance are still those read), the pay link and the
 * mail. A payment between the read and the write cancels it all.
 */

export const BALANCE_REMINDER = 'balance-reminder';
export const OVERDUE_DIGEST = 'overdue-digest';

/** A booking's next reminder work, due at `at`, for a transaction (the deposit's, a due date's move, switching on). */
export function reminderSchedulePut(bookingId: string, at: Date, data?: TimedWorkData): TransactItem {
  return timedWorkPut(BALANCE_REMINDER, bookingId, at, data);
}

/** No more reminders for a booking, for a transaction. */
export function reminderScheduleDelete(bookingId: string): TransactItem {
  return timedWorkDelete(BALANCE_REMINDER, bookingId);
}

export interface ReminderMail {
  booking: BookingRecord;
  kind: ReminderKind;
  dueDate: string;
  sentAt: Date;
  mail: QueuedMail;
  /** The pay link's put (`pay-link-repository.ts`), whose token only the sealed mail carries. */
  payLink: TransactItem;
  /**
   * `once`: the schedule's, only if this step for this due date never went out. `again`: the
   * operator's "send now", which also marks the step sent (so the schedule does not repeat it the
   * same day) and is refused only when the last reminder is more recent than `resendAfter`.
   */
  mode: { once: true } | { once: false; resendAfter: Date };
  /** The trip's audit entry, for the operator's "send now". */
  audit?: TransactItem;
}

export interface ReminderWrite {
  /** The claimed item of the schedule, and what becomes of it: its next time, or deleted. */
  schedule?: { claim: ClaimedWork; next: { at: Date; data: TimedWorkData } | undefined };
  send?: ReminderMail;
  /** The agency's mail of the day that this booking joins. */
  digest?: { day: string; at: Date; bookingId: string };
}

export type ReminderWritten =
  | 'written'
  /** Another run took the item over, or it was replaced by a newer schedule: nothing was written. */
  | 'claim-lost'
  /** This step for this due date went out already: nothing was written. */
  | 'already-sent'
  /** The booking changed since it was read (a payment, switched off, another reminder): nothing was written. */
  | 'booking-changed';

/** A once-key outlives every step of its due date by far; DynamoDB may then forget it. */
const ONCE_KEY_DAYS_AFTER_DUE = 90;

function onceKeyPut(send: ReminderMail): TransactItem {
  const forgetAt = Date.parse(`${addDays(send.dueDate, ONCE_KEY_DAYS_AFTER_DUE)}T00:00:00.000Z`) / 1000;
  const item = {
    ...reminderSentKey(send.booking.id, send.kind, send.dueDate),
    sentAt: send.sentAt.toISOString(),
    [tableLayout.ttlAttribute]: forgetAt,
  };
  return send.mode.once
    ? {
        Put: {
          TableName: tableName,
          Item: item,
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
        },
      }
    : { Put: { TableName: tableName, Item: item } };
}

/** `lastReminder`, only while the booking is as read: same status, same balance, reminders on. */
function bookingReminded(send: ReminderMail): TransactItem {
  const { booking } = send;
  const resend = send.mode.once ? undefined : send.mode.resendAfter;
  return {
    Update: {
      TableName: tableName,
      Key: bookingKey(booking.id),
      UpdateExpression: 'SET #last = :last',
      ConditionExpression: `#status = :status AND #balance = :balance AND (attribute_not_exists(#enabled) OR #enabled = :on)${
        resend ? ' AND (attribute_not_exists(#last) OR #last.#sentAt <= :resendAfter)' : ''
      }`,
      ExpressionAttributeNames: {
        '#last': 'lastReminder',
        '#status': 'status',
        '#balance': 'balanceDueCents',
        '#enabled': 'remindersEnabled',
        ...(resend ? { '#sentAt': 'sentAt' } : {}),
      },
      ExpressionAttributeValues: {
        ':last': { kind: send.kind, sentAt: send.sentAt.toISOString() },
        ':status': booking.status,
        ':balance': booking.balanceDueCents,
        ':on': true,
        ...(resend ? { ':resendAfter': resend.toISOString() } : {}),
      },
    },
  };
}

/**
 * Writes what a reminder run decided, all or nothing: the schedule's item (only while this run's
 * claim stands), the reminder with its once-key, booking, pay link and mail, and the agency's
 * digest. Answers why nothing was written when a condition refused it.
 */
export async function writeReminder(write: ReminderWrite): Promise<ReminderWritten> {
  const items: TransactItem[] = [];
  const roles: Array<'claim' | 'once' | 'booking' | 'other'> = [];
  const add = (role: (typeof roles)[number], item: TransactItem) => {
    items.push(item);
    roles.push(role);
  };
  if (write.schedule) {
    const { claim, next } = write.schedule;
    add('claim', next ? claimedWorkReschedule(claim, next.at, next.data) : claimedWorkDeletion(claim));
  }
  if (write.send) {
    add('once', onceKeyPut(write.send));
    add('booking', bookingReminded(write.send));
    add('other', write.send.payLink);
    add('other', mailPut(write.send.mail, write.send.sentAt));
    if (write.send.audit) add('other', write.send.audit);
  }
  if (write.digest) add('other', timedWorkAdd(OVERDUE_DIGEST, write.digest.day, write.digest.at, write.digest.bookingId));
  if (items.length === 0) return 'written';
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return 'written';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const failed = cancellationCodes(error).flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [roles[index]] : []));
    if (failed.includes('claim')) return 'claim-lost';
    if (failed.includes('once')) return 'already-sent';
    if (failed.includes('booking')) return 'booking-changed';
    // A race with another transaction on the same items (a payment): the caller reads again.
    if (cancellationCodes(error).includes('TransactionConflict')) return 'booking-changed';
    throw error;
  }
}

/** The agency's digest of one day sent, and its item gone, only while the run's claim stands and no booking joined since. */
export async function writeDigest(claim: ClaimedWork, mail: QueuedMail | undefined, now: Date): Promise<boolean> {
  const items = [claimedWorkDeletion(claim), ...(mail ? [mailPut(mail, now)] : [])];
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/**
 * Switches a booking's reminders, with its reminder item (put at `nextAt`, or deleted) and the
 * audit entry, only while the booking's flag, status and balance are still those read. Answers
 * whether it was written.
 */
export async function switchBookingReminders(booking: BookingRecord, enabled: boolean, nextAt: Date | undefined, audit: TransactItem): Promise<boolean> {
  const wasOn = booking.remindersEnabled !== false;
  return transactIf([
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(booking.id),
        UpdateExpression: 'SET #enabled = :enabled',
        ConditionExpression: `#status = :status AND #balance = :balance AND ${wasOn ? '(attribute_not_exists(#enabled) OR #enabled = :on)' : '#enabled = :off'}`,
        ExpressionAttributeNames: { '#enabled': 'remindersEnabled', '#status': 'status', '#balance': 'balanceDueCents' },
        ExpressionAttributeValues: {
          ':enabled': enabled,
          ':status': booking.status,
          ':balance': booking.balanceDueCents,
          ...(wasOn ? { ':on': true } : { ':off': false }),
        },
      },
    },
    nextAt ? reminderSchedulePut(booking.id, nextAt) : reminderScheduleDelete(booking.id),
    audit,
  ]);
}

/**
 * Moves a booking's balance due date (its departure's changed), with its reminder item when its
 * deposit is paid: put at `nextAt`, or deleted when nothing is left to remind of. Only while the
 * booking's status, balance and reminder flag are those read. Answers whether it was written.
 */
export async function moveBookingDueDate(booking: BookingRecord, dueDate: string, nextAt: Date | undefined): Promise<boolean> {
  const reminded = booking.status === 'deposit_paid';
  return transactIf([
    {
      Update: {
        TableName: tableName,
        Key: bookingKey(booking.id),
        UpdateExpression: 'SET #due = :due',
        ConditionExpression: `#status = :status AND #balance = :balance AND ${
          booking.remindersEnabled === false ? '#enabled = :off' : '(attribute_not_exists(#enabled) OR #enabled = :on)'
        }`,
        ExpressionAttributeNames: { '#due': 'balanceDueDate', '#status': 'status', '#balance': 'balanceDueCents', '#enabled': 'remindersEnabled' },
        ExpressionAttributeValues: {
          ':due': dueDate,
          ':status': booking.status,
          ':balance': booking.balanceDueCents,
          ...(booking.remindersEnabled === false ? { ':off': false } : { ':on': true }),
        },
      },
    },
    ...(reminded ? [nextAt ? reminderSchedulePut(booking.id, nextAt) : reminderScheduleDelete(booking.id)] : []),
  ]);
}
