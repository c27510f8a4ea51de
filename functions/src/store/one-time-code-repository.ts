import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CODE_REQUEST_WINDOW_SECONDS } from '@sunward/shared/rules/code-request-throttle';
import { codeExpiry, earliestLiveIssue, MAX_CODE_ATTEMPTS } from '@sunward/shared/rules/one-time-code';
import { codeRequestsKey, tableLayout, oneTimeCodeKey } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { transactUnlessCancelled, writeIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { mailPut, type QueuedMail } from './outbox-repository';

/**
 * One-time codes (decision 013). Two items per address: the live code (`CODE#<email>`: its HMAC,
 * when issued, wrong tries so far) and the request history (`CODE_REQUESTS#<email>`: when codes
 * were sent in the last hour, for the throttle). Validity is checked in code and in each write's
 * condition; the TTL attribute only lets DynamoDB clean up.
 */

const CodeItem = z.object({
  codeDigest: z.string(),
  issuedAt: z.string(),
  wrongAttempts: z.number().check(z.int(), z.nonnegative()),
});

const RequestsItem = z.object({ sentAt: z.array(z.number()) });

export interface StoredCode {
  /** Hex HMAC-SHA256 of the address and the code. */
  digest: string;
  issuedAt: Date;
  wrongAttempts: number;
}

const ttlSeconds = (at: Date) => Math.ceil(at.getTime() / 1000);

/** When the address asked for codes (epoch ms), as last stored; empty for a first request. */
export async function findCodeRequests(email: string): Promise<number[]> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: codeRequestsKey(email), ConsistentRead: true }),
  );
  const parsed = RequestsItem.safeParse(Item);
  return parsed.success ? parsed.data.sentAt : [];
}

/**
 * Stores a new code for the address, replacing any earlier one, together with the request
 * history the throttle decided on and the code's mail. The history is written only if it is still the one read
 * (`previous`), so two racing requests cannot both pass the throttle: the loser gets `false`
 * and nothing is written.
 */
export async function issueCode(
  email: string,
  code: { digest: string; issuedAt: Date },
  history: { previous: readonly number[]; next: readonly number[] },
  /** The code's mail, written to the outbox with the code. */
  mail?: QueuedMail,
): Promise<boolean> {
  const previousLast = history.previous.length > 0 ? Math.max(...history.previous) : undefined;
  const lastSent = Math.max(...history.next);
  return transactUnlessCancelled([
    {
      Put: {
        TableName: tableName,
        Item: {
          ...codeRequestsKey(email),
          sentAt: [...history.next],
          lastSentAt: lastSent,
          [tableLayout.ttlAttribute]: ttlSeconds(new Date(lastSent + CODE_REQUEST_WINDOW_SECONDS * 1000)),
        },
        ...(previousLast === undefined
          ? {
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
            }
          : {
              ConditionExpression: '#last = :previousLast',
              ExpressionAttributeNames: { '#last': 'lastSentAt' },
              ExpressionAttributeValues: { ':previousLast': previousLast },
            }),
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: {
          ...oneTimeCodeKey(email),
          codeDigest: code.digest,
          issuedAt: code.issuedAt.toISOString(),
          wrongAttempts: 0,
          [tableLayout.ttlAttribute]: ttlSeconds(codeExpiry(code.issuedAt)),
        },
      },
    },
    ...(mail ? [mailPut(mail, code.issuedAt)] : []),
  ]);
}

/** The address's code as stored, live or not (the caller checks), or undefined when there is none. */
export async function findCode(email: string): Promise<StoredCode | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: oneTimeCodeKey(email), ConsistentRead: true }),
  );
  const parsed = CodeItem.safeParse(Item);
  if (!parsed.success) return undefined;
  return { digest: parsed.data.codeDigest, issuedAt: new Date(parsed.data.issuedAt), wrongAttempts: parsed.data.wrongAttempts };
}

/**
 * Counts one wrong try against the code that was read (`digest`), atomically: the counter goes up
 * only while below the limit, so racing wrong tries cannot get more than five in all. A code
 * replaced or used up meanwhile is left alone.
 */
export async function countWrongAttempt(email: string, digest: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: oneTimeCodeKey(email),
        UpdateExpression: 'ADD #attempts :one',
        ConditionExpression: '#digest = :digest AND #attempts < :max',
        ExpressionAttributeNames: { '#attempts': 'wrongAttempts', '#digest': 'codeDigest' },
        ExpressionAttributeValues: { ':one': 1, ':digest': digest, ':max': MAX_CODE_ATTEMPTS },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Uses the code up: deletes it only if it is still this code, unexpired and alive. Of two calls
 * racing with one right code exactly one gets `true`.
 */
export async function useCode(email: string, digest: string, now: Date): Promise<boolean> {
  return writeIf(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: oneTimeCodeKey(email),
        ConditionExpression: '#digest = :digest AND #attempts < :max AND #issuedAt > :earliest',
        ExpressionAttributeNames: { '#digest': 'codeDigest', '#attempts': 'wrongAttempts', '#issuedAt': 'issuedAt' },
        ExpressionAttributeValues: {
          ':digest': digest,
          ':max': MAX_CODE_ATTEMPTS,
          ':earliest': earliestLiveIssue(now).toISOString(),
        },
      }),
    ),
  );
}
