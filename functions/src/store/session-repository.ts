import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { documentClient, tableName } from './dynamo-client';

export const SessionRole = z.enum(['admin', 'customer']);
export type SessionRole = z.infer<typeof SessionRole>;

/** Who a session belongs to: an admin's username or a customer's e-mail. */
export interface Session {
  role: SessionRole;
  subject: string;
  expiresAt: Date;
}

const SessionItem = z.object({
  role: SessionRole,
  subject: z.string(),
  [tableLayout.ttlAttribute]: z.number(),
});

/** Only the hash is stored, so a leaked table does not leak usable session ids. */
function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export async function createSession(
  session: { role: SessionRole; subject: string; lifetimeSeconds: number },
  now: Date,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + session.lifetimeSeconds;
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...sessionKey(hashSessionId(id)),
        role: session.role,
        subject: session.subject,
        [tableLayout.ttlAttribute]: expiresAtSeconds,
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
  return { role: parsed.data.role, subject: parsed.data.subject, expiresAt };
}

export async function deleteSession(id: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(hashSessionId(id)) }));
}
