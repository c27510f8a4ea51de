import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { oneTimeCodeKey } from '@sunward/shared/table';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { mailsTo } from './mailbox';

/** The code in the newest code mail to an address, as the traveller reads it. */
export async function mailedCode(email: string): Promise<string> {
  const [mail] = (await mailsTo(email)).filter((candidate) => candidate.subject.includes('code'));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

/** The address's code item as stored, to check what the table keeps. */
export async function storedCodeItem(email: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: oneTimeCodeKey(email), ConsistentRead: true }),
  );
  return Item;
}
