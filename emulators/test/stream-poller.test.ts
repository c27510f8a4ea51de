import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, localDynamoDbClient, type RunningDynamoDb, startDynamoDbLocal } from '../src/dynamodb-local';
import { localClientConfig } from '../src/local-aws';
import { type RunningSes, startSesLocal } from '../src/ses-local';
import { type StreamPoller, startStreamPoller } from '../src/stream-poller';
import { openTableStream } from '../src/table-stream';

/** Waits for `condition`, checking every 25 ms, for a minute at most: DynamoDB Local is slow while every core is busy. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (condition()) return;
    await sleep(25);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('the stream poller (DynamoDB Streams → Lambda, locally)', { timeout: 90_000 }, () => {
  let dynamo: RunningDynamoDb;
  let poller: StreamPoller;
  const seen: DynamoDBRecord[] = [];
  const deadLetters: DynamoDBRecord[] = [];

  beforeAll(async () => {
    dynamo = await startDynamoDbLocal();
    await ensureTable(dynamo.endpoint, 'poller-test');
    poller = await startStreamPoller({
      endpoint: dynamo.endpoint,
      tableName: 'poller-test',
      intervalMs: 20,
      retryPauseMs: 80,
      retryAttempts: 2,
      handle: async (event) => {
        seen.push(...event.Records);
        // A record of an item whose key starts FAIL# always fails.
        const failing = event.Records.filter((record) => record.dynamodb?.NewImage?.pk?.S?.startsWith('FAIL#'));
        return { batchItemFailures: failing.map((record) => ({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' })) };
      },
      onDeadLetter: (record) => deadLetters.push(record),
    });
  }, 60_000);

  afterAll(async () => {
    await poller?.stop();
    await dynamo?.stop();
  });

  const client = () => localDynamoDbClient(dynamo.endpoint);

  it('hands the handler each write, in order, with its new image, as Lambda would', async () => {
    await client().send(new PutItemCommand({ TableName: 'poller-test', Item: { pk: { S: 'MAIL#1' }, sk: { S: 'MAIL' }, status: { S: 'pending' } } }));
    await client().send(
      new UpdateItemCommand({
        TableName: 'poller-test',
        Key: { pk: { S: 'MAIL#1' }, sk: { S: 'MAIL' } },
        UpdateExpression: 'SET #status = :sent',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sent': { S: 'sent' } },
      }),
    );

    await until(() => seen.filter((record) => record.dynamodb?.NewImage?.pk?.S === 'MAIL#1').length === 2, 'both records');

    const records = seen.filter((record) => record.dynamodb?.NewImage?.pk?.S === 'MAIL#1');
    expect(records.map((record) => [record.eventName, record.dynamodb?.NewImage?.status?.S])).toEqual([
      ['INSERT', 'pending'],
      ['MODIFY', 'sent'],
    ]);
    expect(records[0]?.eventSource).toBe('aws:dynamodb');
  });

  it('tries a record the handler reports as failed again, then gives it up as a dead letter', async () => {
    await client().send(new PutItemCommand({ TableName: 'poller-test', Item: { pk: { S: 'FAIL#1' }, sk: { S: 'MAIL' } } }));

    await until(() => deadLetters.length === 1, 'the dead letter');

    expect(seen.filter((record) => record.dynamodb?.NewImage?.pk?.S === 'FAIL#1')).toHaveLength(3);
    expect(deadLetters[0]?.dynamodb?.NewImage?.pk?.S).toBe('FAIL#1');
  });

  it('reads everything written since its last read, past a page of 100, then nothing', async () => {
    await ensureTable(dynamo.endpoint, 'stream-read-all-test');
    const stream = await openTableStream(dynamo.endpoint, 'stream-read-all-test');
    try {
      const keys = Array.from({ length: 130 }, (_, index) => `ITEM#${String(index).padStart(3, '0')}`);
      const writer = client();
      // In batches of 25, the most one BatchWriteItem takes.
      for (let start = 0; start < keys.length; start += 25) {
        const puts = keys.slice(start, start + 25).map((key) => ({ PutRequest: { Item: { pk: { S: key }, sk: { S: 'ITEM' } } } }));
        const { UnprocessedItems } = await writer.send(new BatchWriteItemCommand({ RequestItems: { 'stream-read-all-test': puts } }));
        expect(UnprocessedItems ?? {}).toEqual({});
      }

      const read = await stream.readAll();

      // A batch's items may reach the stream in any order; what counts is that every one is read once.
      expect(read.map((record) => record.dynamodb?.Keys?.pk?.S).sort()).toEqual(keys);
      expect(await stream.readAll()).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('reads at once when woken, without waiting out its pause', async () => {
    await ensureTable(dynamo.endpoint, 'poller-wake-test');
    const woken: DynamoDBRecord[] = [];
    let pauses = 0;
    // A pause far longer than `until` waits: only `wake` can bring the record in time.
    const sleeper = await startStreamPoller({
      endpoint: dynamo.endpoint,
      tableName: 'poller-wake-test',
      intervalMs: 10 * 60_000,
      handle: async (event) => {
        woken.push(...event.Records);
      },
      onIdle: () => pauses++,
    });
    try {
      await until(() => pauses === 1, 'the first pause');
      await client().send(new PutItemCommand({ TableName: 'poller-wake-test', Item: { pk: { S: 'MAIL#woken' }, sk: { S: 'MAIL' } } }));
      sleeper.wake();

      await until(() => woken.length === 1, 'the record read on waking');
      expect(woken[0]?.dynamodb?.NewImage?.pk?.S).toBe('MAIL#woken');
    } finally {
      await sleeper.stop();
    }
  });
});

describe('the SES emulator in an outage', () => {
  let ses: RunningSes;

  beforeAll(async () => {
    ses = await startSesLocal();
  });

  afterAll(async () => {
    await ses?.stop();
  });

  it('answers every send 503 while the outage lasts, and sends again after', async () => {
    const client = new SESv2Client({ ...localClientConfig(ses.endpoint), maxAttempts: 1 });
    const send = () =>
      client.send(
        new SendEmailCommand({
          FromEmailAddress: 'bookings@example.com',
          Destination: { ToAddresses: ['ana@example.com'] },
          Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hello' } } } },
        }),
      );

    ses.setOutage(true);
    await expect(send()).rejects.toMatchObject({ $metadata: { httpStatusCode: 503 } });
    ses.setOutage(false);
    await expect(send()).resolves.toMatchObject({ $metadata: { httpStatusCode: 200 } });
  });
});
