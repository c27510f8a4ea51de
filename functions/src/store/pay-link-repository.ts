import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { bookingKey, payLinkKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import type { TransactItem } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';

/**
 * Pay links (decision 043): a capability to pay one booking's balance without a one-time code.
 * The token (32 random bytes, base64url) lives only in the mail and the page's URL fragment; the
 * table keeps `PAYLINK#<sha256 hex of the token>`, so a copy of the table holds no working link.
 * A link is written in the transaction of the mail that carries it, hence a `TransactItem`.
 */

export const PAY_LINK_PURPOSE = 'pay-balance';

/** DynamoDB may forget a link a day after it stops working; every read checks `validUntil` itself. */
const TTL_GRACE_SECONDS = 24 * 60 * 60;

/** 32 bytes in base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function payLinkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link for one booking: its token (for the mail only) and the put that stores its hash. */
export function newPayLink(input: { bookingId: string; validUntil: Date; now: Date }): { token: string; put: TransactItem } {
  const token = randomBytes(32).toString('base64url');
  const put: TransactItem = {
    Put: {
      TableName: tableName,
      Item: {
        ...payLinkKey(payLinkTokenHash(token)),
        bookingId: input.bookingId,
        purpose: PAY_LINK_PURPOSE,
        createdAt: input.now.toISOString(),
        validUntil: input.validUntil.toISOString(),
        [tableLayout.ttlAttribute]: Math.ceil(input.validUntil.getTime() / 1000) + TTL_GRACE_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    },
  };
  return { token, put };
}

/** The page's address for a link: the token in the fragment, which no server or log ever sees. */
export function payLinkUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}/pay#${token}`;
}

const PayLinkItem = z.object({
  bookingId: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
  validUntil: z.string(),
});

export interface PayLink {
  bookingId: string;
  createdAt: Date;
  validUntil: Date;
}

/**
 * The link stored under a token, whatever its age, or undefined for a token that is malformed,
 * unknown or for another purpose. The caller decides whether it still works (`rules/pay-link.ts`).
 */
export async function readPayLink(token: string): Promise<PayLink | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: payLinkKey(payLinkTokenHash(token)), ConsistentRead: true }),
  );
  const parsed = PayLinkItem.safeParse(Item);
  if (!parsed.success || parsed.data.purpose !== PAY_LINK_PURPOSE) return undefined;
  return {
    bookingId: parsed.data.bookingId,
    createdAt: new Date(parsed.data.createdAt),
    validUntil: new Date(parsed.data.validUntil),
  };
}

/**
 * The link a token opens at `now`, or undefined for a token that is malformed, unknown, for
 * another purpose or past its `validUntil`. Revocation is the booking's (`payLinksRevokedAt`), so
 * the caller checks `createdAt` against it.
 */
export async function findPayLink(token: string, now: Date): Promise<PayLink | undefined> {
  const link = await readPayLink(token);
  return link && now.getTime() <= link.validUntil.getTime() ? link : undefined;
}

/**
 * Revokes every pay link of a booking made up to `at`: the booking keeps when, and a link works
 * only if it was made after (`rules/pay-link.ts`). Links are not listed per booking, so none is
 * deleted; each lapses by its TTL.
 */
export function payLinksRevocation(bookingId: string, at: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET #revoked = :at',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#revoked': 'payLinksRevokedAt', '#pk': tableLayout.partitionKey },
      ExpressionAttributeValues: { ':at': at.toISOString() },
    },
  };
}
