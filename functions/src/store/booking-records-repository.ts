import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { bookingEmailKey, bookingKey, bookingNoteKey, bookingNotePrefix, mailResendKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import type { BookingRecord } from './booking-repository';
import { cancellationCodes, type TransactItem, transactIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import { queryAll } from './query-all';

/**
 * The operator's records on a booking, each in the booking's own partition: the mark of the last
 * mail sent again (`MAIL_RESEND`) and the notes (`NOTE#<at>#<id>`). Bookings are never deleted, so
 * a record never outlives its booking.
 */

/**
 * Writes a transaction whose first item is the condition on what was read: false when that
 * condition failed or another write to the same item was under way (the change lost the race).
 */
async function writeUnlessRaced(items: TransactItem[]): Promise<boolean> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict')) return false;
    throw error;
  }
}

const ResendItem = z.object({ at: z.string(), mail: z.string() });

/** When a mail was last sent again for the booking, if ever. */
export async function findLastResend(bookingId: string): Promise<Date | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: mailResendKey(bookingId), ConsistentRead: true }));
  const parsed = ResendItem.safeParse(Item);
  return parsed.success ? new Date(parsed.data.at) : undefined;
}

/**
 * Marks the resend and queues its mail with the audit entry, in one transaction, only when no
 * other resend of the booking is more recent than `notAfter`: of two clicks at once, one mail goes.
 * Answers whether it was written.
 */
export function writeResend(resend: { bookingId: string; mailName: string; mail: QueuedMail; audit: TransactItem; at: Date; notAfter: Date }): Promise<boolean> {
  return writeUnlessRaced([
    {
      Put: {
        TableName: tableName,
        Item: { ...mailResendKey(resend.bookingId), at: resend.at.toISOString(), mail: resend.mailName },
        ConditionExpression: 'attribute_not_exists(#pk) OR #at <= :notAfter',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#at': 'at' },
        ExpressionAttributeValues: { ':notAfter': resend.notAfter.toISOString() },
      },
    },
    mailPut(resend.mail, resend.at),
    resend.audit,
  ]);
}

export type ContactFields = Pick<BookingRecord, 'firstName' | 'lastName' | 'email' | 'phone'>;

/**
 * The booking's contact as `next`, only while it is still `read`: a change made meanwhile (another
 * admin's) refuses this one rather than being written over. A new e-mail moves the booking's
 * byEmail key with it, so the traveller's code finds it under the new address and no longer under
 * the old. With the audit entry and the mails, in one transaction; answers whether it was written.
 */
export function writeContactChange(booking: BookingRecord, next: ContactFields, audit: TransactItem, mails: readonly QueuedMail[], at: Date): Promise<boolean> {
  const fields = ['firstName', 'lastName', 'email', 'phone'] as const;
  const emailKey = bookingEmailKey(next.email, booking.createdAt, booking.id);
  const update = {
    TableName: tableName,
    Key: bookingKey(booking.id),
    UpdateExpression: `SET ${fields.map((field) => `#${field} = :${field}`).join(', ')}, #emailPk = :emailPk`,
    ConditionExpression: fields.map((field) => `#${field} = :was_${field}`).join(' AND '),
    ExpressionAttributeNames: { ...Object.fromEntries(fields.map((field) => [`#${field}`, field])), '#emailPk': tableLayout.indexes.byEmail.partitionKey },
    ExpressionAttributeValues: {
      ...Object.fromEntries(fields.map((field) => [`:${field}`, next[field]])),
      ...Object.fromEntries(fields.map((field) => [`:was_${field}`, booking[field]])),
      ':emailPk': emailKey.emailPk,
    },
  };
  return writeUnlessRaced([{ Update: update } satisfies TransactItem, audit, ...mails.map((mail) => mailPut(mail, at))]);
}

const NoteItem = z.object({ id: z.string(), text: z.string(), at: z.string(), by: z.string() });
export type NoteRecord = z.output<typeof NoteItem>;

/** A note and its audit entry, in one transaction. */
export async function writeNote(bookingId: string, note: NoteRecord, audit: TransactItem): Promise<void> {
  const written = await transactIf([
    {
      Put: {
        TableName: tableName,
        Item: { ...bookingNoteKey(bookingId, note.at, note.id), ...note },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      },
    },
    audit,
  ]);
  if (!written) throw new Error(`A note ${note.id} was there already`);
}

/** A booking's notes, oldest first: one Query of its partition. */
export async function listNotes(bookingId: string): Promise<NoteRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#sk': tableLayout.sortKey },
    ExpressionAttributeValues: { ':pk': bookingKey(bookingId).pk, ':prefix': bookingNotePrefix },
    ConsistentRead: true,
  });
  return items.map((item) => NoteItem.parse(item));
}
