import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, type BatchGetCommandOutput, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { bookingKey, itemTypes, tableLayout } from '@sunward/shared/table';
import { CARD_EXPIRY_NOTICE, INSTALLMENT_CHARGE, INSTALLMENT_NOTICE } from './auto-pay-record';
import { BookingItem, type BookingRecord } from './booking-repository';
import { cancellationCodes, type TransactItem } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import { queryAll } from './query-all';
import {
  type ClaimedWork,
  claimedWorkDeletion,
  claimedWorkReschedule,
  type TimedWorkData,
  timedWorkDelete,
} from './timed-work-repository';

/**
 * The writes of automatic installments (decision 047). A plan lives on its booking (`autoPay`); its
 * timed work is three items per booking (decision 042), each holding the plan's next action of its
 * kind only: the next notice, the next charge (an installment's day, or a retry's), and the reminder
 * of a card that expires before a charge. Each outcome of a refused charge is one transaction: the
 * installment and the plan's state, conditional on the installment and the plan being as read (a
 * payment or a switch-off meanwhile makes the run read again), the next timed work, only while the
 * run's claim stands, and the mails.
 */

/** The kinds of a plan's timed work, named once with the plan's record. */
export { CARD_EXPIRY_NOTICE, INSTALLMENT_CHARGE, INSTALLMENT_NOTICE };

/** The plan as stored on a booking. */
export type StoredPlan = NonNullable<BookingRecord['autoPay']>;

/** The booking's plan of automatic installments, if it has one. */
export function planOf(booking: BookingRecord): StoredPlan | undefined {
  return booking.autoPay ?? undefined;
}

/** What becomes of the claimed item that led to a write: its next time, or its end. */
export interface WorkNext {
  claim: ClaimedWork;
  at: Date | undefined;
  data?: TimedWorkData;
}

function workWrite(next: WorkNext): TransactItem {
  return next.at ? claimedWorkReschedule(next.claim, next.at, next.data) : claimedWorkDeletion(next.claim);
}

export type InstallmentWritten =
  | 'written'
  /** Another run took the item over, or it was replaced or deleted (the plan switched off): nothing written. */
  | 'claim-lost'
  /** The installment or the plan changed since it was read (a payment, the webhook, a switch-off): nothing written. */
  | 'plan-changed';

async function transact(items: TransactItem[], roles: Array<'work' | 'plan' | 'other'>): Promise<InstallmentWritten> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return 'written';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const codes = cancellationCodes(error);
    const failed = codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [roles[index]] : []));
    if (failed.includes('work')) return 'claim-lost';
    if (failed.includes('plan') || codes.includes('TransactionConflict')) return 'plan-changed';
    throw error;
  }
}

/**
 * Sets one installment (at `index` in the plan) and the plan's state, failures in a row and
 * change time, only while the installment's number, state and attempts and the plan's state and
 * failures are those read: of two writers of the same outcome one wins, and a payment or a switch
 * off meanwhile makes the write fail rather than be overwritten.
 */
function planUpdate(bookingId: string, seen: StoredPlan, index: number, next: StoredPlan): TransactItem {
  const before = seen.installments[index];
  const after = next.installments[index];
  if (!before || !after) throw new RangeError(`The plan of ${bookingId} has no installment at ${index}`);
  const path = `#plan.#installments[${index}]`;
  const sets = [`${path} = :installment`, '#plan.#state = :state', '#plan.#failures = :failures', '#plan.#changedAt = :changedAt'];
  if (next.endedBecause !== undefined) sets.push('#plan.#ended = :ended');
  return {
    Update: {
      TableName: tableName,
      Key: bookingKey(bookingId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: [
        `${path}.#number = :number`,
        `${path}.#state = :seenInstallmentState`,
        `${path}.#attempts = :seenAttempts`,
        '#plan.#state = :seenState',
        '#plan.#failures = :seenFailures',
      ].join(' AND '),
      ExpressionAttributeNames: {
        '#plan': 'autoPay',
        '#installments': 'installments',
        '#state': 'state',
        '#failures': 'failuresInRow',
        '#changedAt': 'changedAt',
        '#number': 'number',
        '#attempts': 'attempts',
        ...(next.endedBecause !== undefined ? { '#ended': 'endedBecause' } : {}),
      },
      ExpressionAttributeValues: {
        ':installment': after,
        ':state': next.state,
        ':failures': next.failuresInRow,
        ':changedAt': next.changedAt,
        ':number': before.number,
        ':seenInstallmentState': before.state,
        ':seenAttempts': before.attempts,
        ':seenState': seen.state,
        ':seenFailures': seen.failuresInRow,
        ...(next.endedBecause !== undefined ? { ':ended': next.endedBecause } : {}),
      },
    },
  };
}

export interface InstallmentOutcome {
  bookingId: string;
  /** The plan as read, and as this outcome leaves it. */
  seen: StoredPlan;
  next: StoredPlan;
  /** The installment's place in the plan's list. */
  index: number;
  /** The charge item's next time (or its end). */
  work: WorkNext;
  /** The plan's other timed work this outcome ends (a suspension deletes the notice and the card reminder). */
  alsoDelete?: readonly string[];
  mails: readonly QueuedMail[];
  /** Pay links the mails carry (decision 043), written with them. */
  payLinks?: readonly TransactItem[];
  at: Date;
}

/** Writes what one refused charge did to its installment and plan, with the timed work and the mails, all or nothing. */
export async function writeInstallmentOutcome(outcome: InstallmentOutcome): Promise<InstallmentWritten> {
  const items: TransactItem[] = [];
  const roles: Array<'work' | 'plan' | 'other'> = [];
  const add = (role: (typeof roles)[number], item: TransactItem) => {
    items.push(item);
    roles.push(role);
  };
  add('work', workWrite(outcome.work));
  add('plan', planUpdate(outcome.bookingId, outcome.seen, outcome.index, outcome.next));
  for (const kind of outcome.alsoDelete ?? []) add('other', timedWorkDelete(kind, outcome.bookingId));
  for (const link of outcome.payLinks ?? []) add('other', link);
  for (const mail of outcome.mails) add('other', mailPut(mail, outcome.at));
  return transact(items, roles);
}

/** Moves or ends a claimed item with its mails (a notice, a card reminder) and their pay links, all or nothing. */
export async function writeClaimedWork(input: {
  work: WorkNext;
  mails?: readonly QueuedMail[];
  payLinks?: readonly TransactItem[];
  at: Date;
}): Promise<InstallmentWritten> {
  const items: TransactItem[] = [workWrite(input.work)];
  const roles: Array<'work' | 'plan' | 'other'> = ['work'];
  for (const link of input.payLinks ?? []) {
    items.push(link);
    roles.push('other');
  }
  for (const mail of input.mails ?? []) {
    items.push(mailPut(mail, input.at));
    roles.push('other');
  }
  return transact(items, roles);
}

/** One booking's charge item as the operator's list reads it: whose, and when it is due. */
export interface ChargeWork {
  bookingId: string;
  dueAt: Date;
}

/**
 * Every plan's next charge, soonest first: the `installment-charge` items of the timed work,
 * through the byType index (a Query of `DUE`, never a scan of the bookings).
 */
export async function listChargeWork(): Promise<ChargeWork[]> {
  const { byType } = tableLayout.indexes;
  const items = await queryAll({
    TableName: tableName,
    IndexName: byType.name,
    KeyConditionExpression: '#pk = :type',
    FilterExpression: '#kind = :kind',
    ExpressionAttributeNames: { '#pk': byType.partitionKey, '#kind': 'kind' },
    ExpressionAttributeValues: { ':type': itemTypes.timedWork, ':kind': INSTALLMENT_CHARGE },
  });
  return items
    .flatMap((item) =>
      typeof item.subjectId === 'string' && typeof item.dueAt === 'string' ? [{ bookingId: item.subjectId, dueAt: new Date(item.dueAt) }] : [],
    )
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** DynamoDB's limit of keys in one BatchGetItem call. */
const BATCH_GET_KEYS = 100;

/** The bookings of these ids that exist, by id, read in batches. */
export async function findBookings(ids: readonly string[]): Promise<Map<string, BookingRecord>> {
  const found = new Map<string, BookingRecord>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH_GET_KEYS) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + BATCH_GET_KEYS).map((id) => bookingKey(id));
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[tableName] ?? []) {
        const booking = BookingItem.parse(item);
        found.set(booking.id, booking);
      }
      keys = answer.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}
