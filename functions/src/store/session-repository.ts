import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { adminSessionTypeKey, sessionKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { documentClient, tableName } from './dynamo-client';

export const SessionRole = z.enum(['admin', 'customer']);
export type SessionRole = z.infer<typeof SessionRole>;

/** Who a session belongs to: an admin's username or a customer's e-mail. */
export interface Session {
  role: SessionRole;
  subject: string;
  expiresAt: Date;
  /** Admin sessions (decision 036): the last call, for the idle timeout. */
  lastSeenAt?: Date;
  /** Admin sessions: when Cognito last confirmed the admin. */
  checkedAt?: Date;
  /** Admin sessions: Cognito's `UserLastModifiedDate` at sign-in; a password change moves it. */
  accountMarker?: string;
}

const epoch = z.optional(z.number());

const SessionItem = z.object({
  role: SessionRole,
  subject: z.string(),
  [tableLayout.ttlAttribute]: z.number(),
  lastSeenAt: epoch,
  checkedAt: epoch,
  accountMarker: z.optional(z.string()),
});

/** Only the hash is stored, so a leaked table does not leak usable session ids. */
function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export async function createSession(
  session: { role: SessionRole; subject: string; lifetimeSeconds: number; accountMarker?: string },
  now: Date,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const idHash = hashSessionId(id);
  const expiresAtSeconds = seconds(now) + session.lifetimeSeconds;
  // An admin's sessions are listed under their username, so all of them can be ended at once.
  const admin =
    session.role === 'admin'
      ? {
          ...adminSessionTypeKey(session.subject, idHash),
          lastSeenAt: seconds(now),
          checkedAt: seconds(now),
          ...(session.accountMarker === undefined ? {} : { accountMarker: session.accountMarker }),
        }
      : {};
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...sessionKey(idHash),
        role: session.role,
        subject: session.subject,
        [tableLayout.ttlAttribute]: expiresAtSeconds,
        ...admin,
      },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    }),
  );
  return { id, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** The live session for an id, or undefined when unknown or expired (TTL deletion lags). */
export async function findSession(id: string, now: Date): Promise<Session | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: sessionKey(hashSessionId(id)), ConsistentRead: true }),
  );
  const parsed = SessionItem.safeParse(Item);
  if (!parsed.success) return undefined;
  const expiresAt = new Date(parsed.data[tableLayout.ttlAttribute] * 1000);
  if (expiresAt <= now) return undefined;
  const { role, subject, lastSeenAt, checkedAt, accountMarker } = parsed.data;
  return {
    role,
    subject,
    expiresAt,
    ...(lastSeenAt === undefined ? {} : { lastSeenAt: new Date(lastSeenAt * 1000) }),
    ...(checkedAt === undefined ? {} : { checkedAt: new Date(checkedAt * 1000) }),
    ...(accountMarker === undefined ? {} : { accountMarker }),
  };
}

/**
 * Records a call on a live session (and, after Cognito confirmed the admin, when). Answers false
 * when the session is gone: ended elsewhere a moment ago.
 */
export async function touchSession(id: string, seen: { lastSeenAt: Date; checkedAt?: Date }): Promise<boolean> {
  const checked = seen.checkedAt ? ', #checked = :checked' : '';
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: sessionKey(hashSessionId(id)),
        UpdateExpression: `SET #seen = :seen${checked}`,
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#seen': 'lastSeenAt', '#pk': tableLayout.partitionKey, ...(seen.checkedAt ? { '#checked': 'checkedAt' } : {}) },
        ExpressionAttributeValues: { ':seen': seconds(seen.lastSeenAt), ...(seen.checkedAt ? { ':checked': seconds(seen.checkedAt) } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function deleteSession(id: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(hashSessionId(id)) }));
}

/** Ends every session of one admin (through the byType index); answers how many there were. */
export async function deleteAdminSessions(username: string): Promise<number> {
  const { typePk } = adminSessionTypeKey(username, '');
  let ended = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: tableLayout.indexes.byType.name,
        KeyConditionExpression: '#typePk = :typePk',
        ExpressionAttributeNames: { '#typePk': tableLayout.indexes.byType.partitionKey },
        ExpressionAttributeValues: { ':typePk': typePk },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const idHash = String(item[tableLayout.indexes.byType.sortKey]);
      await documentClient.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(idHash) }));
      ended += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ended;
}
