import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localDynamoDbClient } from './dynamodb-local';
import { localClientConfig, localRegion } from './local-aws';

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  /** The function the stream invokes in AWS, called with the same event. */
  handle: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  /** Tries of a record the handler reports as failed, after the first, as the event source's retries. */
  retryAttempts?: number;
  intervalMs?: number;
  /** A record that failed every try: in AWS its place goes to the dead-letter queue. */
  onDeadLetter?: (record: DynamoDBRecord) => void;
  onError?: (error: unknown) => void;
}

export interface StreamPoller {
  stop: () => Promise<void>;
}

function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventSource: 'aws:dynamodb',
    eventVersion: '1.1',
    awsRegion: localRegion,
    eventSourceARN: streamArn,
    dynamodb: record.dynamodb as DynamoDBRecord['dynamodb'],
  };
}

/**
 * What Lambda's DynamoDB event source does in AWS, for DynamoDB Local: reads the table's stream
 * shard by shard, in order, and calls the handler with batches of records; the records it reports
 * as failed (`batchItemFailures`) are tried again after a pause, then given up as dead letters.
 */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const dynamo = localDynamoDbClient(options.endpoint);
  const streams = new DynamoDBStreamsClient(localClientConfig(options.endpoint));
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const latestStreamArn = Table?.LatestStreamArn;
  if (!latestStreamArn) throw new Error(`Table ${options.tableName} has no stream`);
  const streamArn: string = latestStreamArn;

  const iterators = new Map<string, string | undefined>();
  const retryAttempts = options.retryAttempts ?? 3;
  const intervalMs = options.intervalMs ?? 250;
  let running = true;

  async function handleWithRetries(records: DynamoDBRecord[]): Promise<void> {
    let pending = records;
    for (let attempt = 0; pending.length > 0; attempt++) {
      let failed: string[];
      try {
        const response = await options.handle({ Records: pending });
        failed = (response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
      } catch (error) {
        options.onError?.(error);
        failed = pending.map((record) => record.dynamodb?.SequenceNumber ?? '');
      }
      pending = pending.filter((record) => failed.includes(record.dynamodb?.SequenceNumber ?? ''));
      if (pending.length === 0) return;
      if (attempt >= retryAttempts) {
        for (const record of pending) options.onDeadLetter?.(record);
        return;
      }
      await sleep(intervalMs * 4);
    }
  }

  /** One pass over every shard: answers whether any record was read. */
  async function pollOnce(): Promise<boolean> {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    let readAny = false;
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (!shardId) continue;
      if (!iterators.has(shardId)) {
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' }),
        );
        iterators.set(shardId, ShardIterator);
      }
      const iterator = iterators.get(shardId);
      // A closed shard read to its end has no iterator left.
      if (!iterator) continue;
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      iterators.set(shardId, page.NextShardIterator);
      const records = (page.Records ?? []).map((record) => toLambdaRecord(record, streamArn));
      if (records.length === 0) continue;
      readAny = true;
      for (let start = 0; start < records.length; start += 10) await handleWithRetries(records.slice(start, start + 10));
    }
    return readAny;
  }

  const loop = (async () => {
    while (running) {
      let readAny = false;
      try {
        readAny = await pollOnce();
      } catch (error) {
        options.onError?.(error);
      }
      if (!readAny) await sleep(intervalMs);
    }
  })();

  return {
    stop: async () => {
      running = false;
      await loop;
      streams.destroy();
    },
  };
}
