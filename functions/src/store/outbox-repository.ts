import { randomUUID } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAIL_CLAIM_LEASE_SECONDS, SENT_MAIL_RETENTION_DAYS } from '@sunward/shared/rules/mail-delivery';
import { deadMailTypeKey, itemTypes, mailEmailKey, mailEmailPartition, mailEmailPrefix, mailKey, mailPartitionPrefix, tableLayout } from '@sunward/shared/table';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import * as z from 'zod/mini';
import { type TransactItem, writeIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { queryAll, queryByType } from './query-all';

/**
 * A mail as a change hands it to the outbox, written in the change's transaction (decisions 021
 * and 034): who gets it, and the name of the template that renders it with its facts. The store
 * knows no template: it keeps the facts as JSON, and the worker checks them against the
 * template's schema when it reads them back.
 */
export interface QueuedMail {
  to: string;
  /** Where a reply goes. */
  replyTo?: string;
  /** Past this, the worker drops the mail instead of sending it (an expired code). */
  sendBefore?: Date;
  template: string;
  /** Exactly the facts the template renders: plain JSON data, no record snapshots. */
  facts: Readonly<Record<string, unknown>>;
  /**
   * The facts only the mail worker may read (a one-time code), sealed for it: an envelope the
   * store keeps as it is and cannot open (decision 038).
   */
  sealedFacts?: string;
}

/**
 * The outbox (decision 021): each mail is an item written in the same transaction as the change
 * that causes it, so a change is never stored without its mails, nor a mail without its change.
 * The stream worker sends it: `pending` → `sending` (claimed) → `sent`, or back to `pending` with
 * one more failed attempt, or `dead` after the last one.
 */

const MailStatus = z.enum(['pending', 'sending', 'sent', 'dead', 'dropped']);
export type MailStatus = z.output<typeof MailStatus>;

const MailItem = z.object({
  mailId: z.string(),
  status: MailStatus,
  to: z.string(),
  /** The template that renders it (`functions/src/mail/mail-templates.ts`). */
  template: z.string(),
  /** The template's facts as JSON; removed once the mail is sent or dropped, as they may hold a link. */
  facts: z.optional(z.string()),
  /** The facts sealed for the worker (decision 038), removed with the facts. */
  sealedFacts: z.optional(z.string()),
  /**
   * Only on mails queued before decision 034: the template's arguments as JSON, whole records
   * included. Read once more by the worker, removed like the facts.
   */
  templateArgs: z.optional(z.string()),
  replyTo: z.optional(z.string()),
  sendBefore: z.optional(z.string()),
  createdAt: z.string(),
  failedAttempts: z.number().check(z.int(), z.nonnegative()),
  claimedAt: z.optional(z.string()),
  /** The last failure's error name (never its message, which can quote the address). */
  lastError: z.optional(z.string()),
  sentAt: z.optional(z.string()),
});
export type StoredMail = z.output<typeof MailItem>;

/** When DynamoDB may delete a mail that was sent or dropped (epoch seconds). */
const retentionEnd = (now: Date) => Math.ceil((now.getTime() + SENT_MAIL_RETENTION_DAYS * 86_400_000) / 1000);

/** The outbox item of one mail, for the transaction of the change that causes it. */
export function mailPut(mail: QueuedMail, now: Date, mailId: string = randomUUID()): TransactItem {
  const createdAt = now.toISOString();
  const item: StoredMail = {
    mailId,
    status: 'pending',
    to: mail.to,
    template: mail.template,
    facts: JSON.stringify(mail.facts),
    sealedFacts: mail.sealedFacts,
    replyTo: mail.replyTo,
    sendBefore: mail.sendBefore?.toISOString(),
    createdAt,
    failedAttempts: 0,
  };
  return {
    Put: {
      TableName: tableName,
      Item: { ...mailKey(mailId), ...mailEmailKey(mail.to, createdAt, mailId), ...item },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    },
  };
}

export async function findMail(mailId: string): Promise<StoredMail | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: mailKey(mailId), ConsistentRead: true }));
  return Item ? MailItem.parse(Item) : undefined;
}

/** Runs a conditional update; false when its condition did not hold. */
const updateIf = (update: UpdateCommand) => writeIf(documentClient.send(update));

/**
 * Claims a mail for one send: only if it is still as read (pending with the same failed attempts,
 * or claimed by a worker whose lease ran out). Of two workers, one gets true. The claim also
 * writes the mail's byEmail key as it is now: a mail queued before decision 038 leaves the bare
 * address's partition, where the functions that read bookings could list it.
 */
export function claimMail(mail: StoredMail, now: Date): Promise<boolean> {
  const leaseStart = new Date(now.getTime() - MAIL_CLAIM_LEASE_SECONDS * 1000).toISOString();
  const listed = mailEmailKey(mail.to, mail.createdAt, mail.mailId);
  return updateIf(
    new UpdateCommand({
      TableName: tableName,
      Key: mailKey(mail.mailId),
      UpdateExpression: 'SET #status = :sending, #claimedAt = :now, #emailPk = :emailPk, #emailSk = :emailSk',
      ConditionExpression: '#failed = :failed AND (#status = :pending OR (#status = :sending AND #claimedAt < :leaseStart))',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#claimedAt': 'claimedAt',
        '#failed': 'failedAttempts',
        '#emailPk': tableLayout.indexes.byEmail.partitionKey,
        '#emailSk': tableLayout.indexes.byEmail.sortKey,
      },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':pending': 'pending',
        ':now': now.toISOString(),
        ':failed': mail.failedAttempts,
        ':leaseStart': leaseStart,
        ':emailPk': listed.emailPk,
        ':emailSk': listed.emailSk,
      },
    }),
  );
}

/** Sent: the template's facts, sealed or not, are removed; who, what and when stay for a month. */
export function markMailSent(mailId: string, now: Date): Promise<boolean> {
  return finishMail(mailId, 'sent', now);
}

/** A mail done with, sent or dropped: its facts removed, the rest kept for a month; `sentAt` on a sent one. */
function finishMail(mailId: string, status: 'sent' | 'dropped', now: Date): Promise<boolean> {
  const sent = status === 'sent';
  return updateIf(
    new UpdateCommand({
      TableName: tableName,
      Key: mailKey(mailId),
      UpdateExpression: `SET #status = :status, ${sent ? '#sentAt = :now, ' : ''}#ttl = :ttl REMOVE #facts, #sealed, #args, #claimedAt`,
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: {
        '#status': 'status',
        ...(sent ? { '#sentAt': 'sentAt' } : {}),
        '#ttl': tableLayout.ttlAttribute,
        '#facts': 'facts',
        '#sealed': 'sealedFacts',
        '#args': 'templateArgs',
        '#claimedAt': 'claimedAt',
      },
      ExpressionAttributeValues: {
        ':status': status,
        ':sending': 'sending',
        ...(sent ? { ':now': now.toISOString() } : {}),
        ':ttl': retentionEnd(now),
      },
    }),
  );
}

/**
 * A failed attempt: back to `pending` with the count raised. The update is itself a change on the
 * stream, which brings the mail back to the worker for its next attempt.
 */
export function markMailFailed(mailId: string, failedAttempts: number, errorName: string): Promise<boolean> {
  return updateIf(
    new UpdateCommand({
      TableName: tableName,
      Key: mailKey(mailId),
      UpdateExpression: 'SET #status = :pending, #failed = :failed, #error = :error REMOVE #claimedAt',
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: { '#status': 'status', '#failed': 'failedAttempts', '#error': 'lastError', '#claimedAt': 'claimedAt' },
      ExpressionAttributeValues: { ':pending': 'pending', ':sending': 'sending', ':failed': failedAttempts, ':error': errorName },
    }),
  );
}

/** The last attempt failed too: a dead letter, listed for the operator, its facts kept for a replay. */
export function markMailDead(mail: StoredMail, failedAttempts: number, errorName: string): Promise<boolean> {
  const listed = deadMailTypeKey(mail.createdAt, mail.mailId);
  return updateIf(
    new UpdateCommand({
      TableName: tableName,
      Key: mailKey(mail.mailId),
      UpdateExpression: 'SET #status = :dead, #failed = :failed, #error = :error, #typePk = :typePk, #typeSk = :typeSk REMOVE #claimedAt',
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#failed': 'failedAttempts',
        '#error': 'lastError',
        '#claimedAt': 'claimedAt',
        '#typePk': tableLayout.indexes.byType.partitionKey,
        '#typeSk': tableLayout.indexes.byType.sortKey,
      },
      ExpressionAttributeValues: {
        ':dead': 'dead',
        ':sending': 'sending',
        ':failed': failedAttempts,
        ':error': errorName,
        ':typePk': listed.typePk,
        ':typeSk': listed.typeSk,
      },
    }),
  );
}

/** Too late to be of use (an expired code): dropped, its facts not kept. */
export function markMailDropped(mailId: string, now: Date): Promise<boolean> {
  return finishMail(mailId, 'dropped', now);
}

/** Every dead letter, oldest first. */
export async function listDeadMail(): Promise<StoredMail[]> {
  const items = await queryByType(itemTypes.deadMail);
  return items.map((item) => MailItem.parse(item));
}

/**
 * Puts a dead letter back in the queue with a fresh count: the change on the stream brings it to
 * the worker again. It leaves the dead-letter list.
 */
export function replayDeadMail(mailId: string): Promise<boolean> {
  return updateIf(
    new UpdateCommand({
      TableName: tableName,
      Key: mailKey(mailId),
      UpdateExpression: 'SET #status = :pending, #failed = :zero REMOVE #typePk, #typeSk',
      ConditionExpression: '#status = :dead',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#failed': 'failedAttempts',
        '#typePk': tableLayout.indexes.byType.partitionKey,
        '#typeSk': tableLayout.indexes.byType.sortKey,
      },
      ExpressionAttributeValues: { ':pending': 'pending', ':dead': 'dead', ':zero': 0 },
    }),
  );
}

/** The mails to one address, oldest first, whatever their state. */
export async function listMailTo(address: string): Promise<StoredMail[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: tableLayout.indexes.byEmail.name,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': tableLayout.indexes.byEmail.partitionKey, '#sk': tableLayout.indexes.byEmail.sortKey },
    ExpressionAttributeValues: { ':pk': mailEmailPartition(address), ':prefix': mailEmailPrefix },
  });
  return items.map((item) => MailItem.parse(item));
}

/**
 * A stream record's new image (DynamoDB's typed attribute values) as a stored mail, or undefined
 * for an item that is not a mail.
 */
export function parseMailImage(image: Record<string, unknown> | undefined): StoredMail | undefined {
  if (!image) return undefined;
  // Lambda's stream image and the SDK's attribute values are one JSON shape under two type names.
  const item = unmarshall(image as Record<string, AttributeValue>);
  const key = item[tableLayout.partitionKey];
  if (typeof key !== 'string' || !key.startsWith(mailPartitionPrefix)) return undefined;
  const parsed = MailItem.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}
