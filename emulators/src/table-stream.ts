import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { localDynamoDbClient } from './dynamodb-local';
import { localClientConfig } from './local-aws';

export type { StreamRecord };

export interface TableStream {
  readonly streamArn: string;
  /** One pass over every shard, one page of at most 100 records each: what was written since the last pass, oldest first per shard. */
  readPage: () => Promise<StreamRecord[]>;
  /** Pages until none is left: everything written since the last read. */
  readAll: () => Promise<StreamRecord[]>;
  close: () => void;
}

/**
 * A reader of a DynamoDB Local table's stream from its start, shard by shard, each from where the
 * last read stopped: what Lambda's event source reads in AWS.
 */
export async function openTableStream(endpoint: string, tableName: string): Promise<TableStream> {
  const dynamo = localDynamoDbClient(endpoint);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName })).finally(() => dynamo.destroy());
  const latestStreamArn = Table?.LatestStreamArn;
  if (!latestStreamArn) throw new Error(`Table ${tableName} has no stream`);
  const streamArn: string = latestStreamArn;
  const streams = new DynamoDBStreamsClient(localClientConfig(endpoint));
  const iterators = new Map<string, string | undefined>();

  async function shardIds(): Promise<string[]> {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    return (StreamDescription?.Shards ?? []).flatMap((shard) => (shard.ShardId ? [shard.ShardId] : []));
  }

  /** One page of a shard from where the last read stopped; a closed shard read to its end has no iterator left. */
  async function readShardPage(shardId: string): Promise<StreamRecord[]> {
    if (!iterators.has(shardId)) {
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' }));
      iterators.set(shardId, ShardIterator);
    }
    const iterator = iterators.get(shardId);
    if (!iterator) return [];
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    iterators.set(shardId, page.NextShardIterator);
    return page.Records ?? [];
  }

  async function readPage(): Promise<StreamRecord[]> {
    const read: StreamRecord[] = [];
    for (const shardId of await shardIds()) read.push(...(await readShardPage(shardId)));
    return read;
  }

  // The shards are listed once: each is read until a page comes back empty, which for the open
  // shard means it is caught up, and for a closed one that it has no records left.
  async function readAll(): Promise<StreamRecord[]> {
    const read: StreamRecord[] = [];
    for (const shardId of await shardIds()) {
      for (let page = await readShardPage(shardId); page.length > 0; page = await readShardPage(shardId)) read.push(...page);
    }
    return read;
  }

  return { streamArn, readPage, readAll, close: () => streams.destroy() };
}
