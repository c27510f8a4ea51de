import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterConfirmationKey, itemTypes, subscriberKey, tableLayout } from '@sunward/shared/table';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { mailsTo } from './mailbox';

/** The subscriber item of an address as stored, or undefined. */
export async function storedSubscriber(email: string) {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: subscriberKey(email), ConsistentRead: true }));
  return Item;
}

/** The item a token is stored as: under its SHA-256, the token itself nowhere. */
export async function storedConfirmation(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: newsletterConfirmationKey(hash), ConsistentRead: true }),
  );
  return Item;
}

/** The addresses the byType index lists as subscribers: what anything that counts subscribers sees. */
export async function listedSubscribers(): Promise<string[]> {
  const emails: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: tableLayout.indexes.byType.name,
        KeyConditionExpression: '#typePk = :subscriber',
        ExpressionAttributeNames: { '#typePk': tableLayout.indexes.byType.partitionKey },
        ExpressionAttributeValues: { ':subscriber': itemTypes.subscriber },
        ExclusiveStartKey: start,
      }),
    );
    emails.push(...(page.Items ?? []).map((item) => String(item.email)));
    start = page.LastEvaluatedKey;
  } while (start);
  return emails;
}

const tokenInLink = /\/newsletter\/confirm#token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/** The confirmation mails the address was sent, newest first. */
export async function confirmationMailsTo(email: string) {
  return (await mailsTo(email)).filter((mail) => tokenInLink.test(mail.text));
}

/** The token of the newest confirmation mail to the address. */
export async function mailedToken(email: string): Promise<string> {
  const [newest] = await confirmationMailsTo(email);
  const token = newest ? tokenInLink.exec(newest.text)?.[1] : undefined;
  if (!token) throw new Error(`No confirmation link was mailed to ${email}`);
  return token;
}
