import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { confirmationMailQuietUntil } from '@sunward/shared/rules/newsletter-confirmation';
import { newsletterConfirmationKey, subscriberKey, subscriberTypeKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { cancellationCodes } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';
import { retryTransaction } from './transaction-retry';

/**
 * The newsletter's double opt-in (decision 039). One `SUBSCRIBER#<email>` item per address:
 * `pending` from the first signup until a confirmation link is followed, then `confirmed`, and
 * only then in the byType index, so whatever lists or counts subscribers sees confirmed ones only.
 * One `NEWSLETTER_CONFIRMATION#<sha256 of the token>` item per link mailed, used up when followed.
 */

const ttlSeconds = (at: Date) => Math.ceil(at.getTime() / 1000);

/** A confirmation link as stored: never the token itself, only the address it confirms and until when. */
export interface PendingConfirmation {
  /** Hex SHA-256 of the link's token. */
  tokenHash: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Marks the address pending and stores a confirmation link with its mail, in one transaction, but
 * only for an address that is not confirmed already and was not mailed a link in the quiet hours
 * (`rules/newsletter-confirmation.ts`). Answers whether the link and its mail were written; when
 * not, nothing was. Two signups of one address at once write one link.
 */
export async function requestConfirmation(email: string, confirmation: PendingConfirmation, mail: QueuedMail): Promise<boolean> {
  const { issuedAt, expiresAt } = confirmation;
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: {
                ...subscriberKey(email),
                email,
                status: 'pending',
                requestedAt: issuedAt.toISOString(),
                mailQuietUntil: confirmationMailQuietUntil(issuedAt).getTime(),
                // An address nobody confirms is forgotten once its last link has expired.
                [tableLayout.ttlAttribute]: ttlSeconds(expiresAt),
              },
              // Items written before decision 039 have no status: nobody confirmed them either.
              ConditionExpression:
                'attribute_not_exists(#pk) OR ((attribute_not_exists(#status) OR #status <> :confirmed) AND (attribute_not_exists(#quiet) OR #quiet <= :now))',
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#status': 'status', '#quiet': 'mailQuietUntil' },
              ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': issuedAt.getTime() },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                ...newsletterConfirmationKey(confirmation.tokenHash),
                email,
                issuedAt: issuedAt.toISOString(),
                linkExpiresAt: expiresAt.toISOString(),
                [tableLayout.ttlAttribute]: ttlSeconds(expiresAt),
              },
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
            },
          },
          mailPut(mail, issuedAt),
        ],
      }),
    );
    return true;
  } catch (error) {
    const reasons = cancellationCodes(error);
    // Confirmed, mailed within the quiet hours, or another signup of the address got in first.
    if (reasons[0] === 'ConditionalCheckFailed' || reasons.includes('TransactionConflict')) return false;
    throw error;
  }
}

const ConfirmationItem = z.object({ email: z.string(), linkExpiresAt: z.string() });

async function findConfirmation(tokenHash: string): Promise<{ email: string; expiresAt: Date } | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: newsletterConfirmationKey(tokenHash), ConsistentRead: true }),
  );
  const parsed = ConfirmationItem.safeParse(Item);
  return parsed.success ? { email: parsed.data.email, expiresAt: new Date(parsed.data.linkExpiresAt) } : undefined;
}

/**
 * Follows a confirmation link: uses its token up and confirms its address in one transaction,
 * conditioned on the token being there and unexpired, so a link works once. Answers the address
 * confirmed, or undefined for a token that is unknown, used or expired (nothing is written then).
 * Confirming an address twice (two links) keeps when it was first confirmed.
 */
export async function confirmSubscription(tokenHash: string, now: Date): Promise<string | undefined> {
  return retryTransaction<string | undefined>({ maxAttempts: 3, backoffMs: (attempt) => 50 * attempt }, async () => {
    const confirmation = await findConfirmation(tokenHash);
    if (!confirmation || confirmation.expiresAt <= now) return { answer: undefined };
    const { email } = confirmation;
    const confirmedAt = now.toISOString();
    const typeKey = subscriberTypeKey(confirmedAt, email);
    return {
      write: [
        {
          Delete: {
            TableName: tableName,
            Key: newsletterConfirmationKey(tokenHash),
            ConditionExpression: 'attribute_exists(#pk) AND #linkExpiresAt > :now',
            ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#linkExpiresAt': 'linkExpiresAt' },
            ExpressionAttributeValues: { ':now': confirmedAt },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: subscriberKey(email),
            UpdateExpression:
              'SET #email = :email, #status = :confirmed, #confirmedAt = if_not_exists(#confirmedAt, :now), #typePk = :typePk, #typeSk = if_not_exists(#typeSk, :typeSk) REMOVE #ttl',
            ExpressionAttributeNames: {
              '#email': 'email',
              '#status': 'status',
              '#confirmedAt': 'confirmedAt',
              '#typePk': tableLayout.indexes.byType.partitionKey,
              '#typeSk': tableLayout.indexes.byType.sortKey,
              '#ttl': tableLayout.ttlAttribute,
            },
            ExpressionAttributeValues: { ':email': email, ':confirmed': 'confirmed', ':now': confirmedAt, ':typePk': typeKey.typePk, ':typeSk': typeKey.typeSk },
          },
        },
      ],
      written: () => email,
      // The token went (used or expired) between the read and the write: the next read says so.
      cancelled: (reasons) => (reasons[0] === 'ConditionalCheckFailed' ? 'retry-at-once' : 'retry'),
    };
  });
}
