import { setTimeout as sleep } from 'node:timers/promises';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localRegion } from './local-aws';
import { openTableStream, type StreamRecord } from './table-stream';

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  /** The function the stream invokes in AWS, called with the same event. */
  handle: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  /** Tries of a record the handler reports as failed, after the first, as the event source's retries. */
  retryAttempts?: number;
  /** The pause after a pass that read nothing, unless `wake` cuts it short. */
  intervalMs?: number;
  /** The pause before a failed record is tried again. */
  retryPauseMs?: number;
  /** A record that failed every try: in AWS its place goes to the dead-letter queue. */
  onDeadLetter?: (record: DynamoDBRecord) => void;
  onError?: (error: unknown) => void;
  /** Called as each pause begins: everything written before the pass that ended has been read. */
  onIdle?: () => void;
}

export interface StreamPoller {
  /**
   * Reads the stream now (or as soon as the pass under way ends), instead of after the pause: for
   * a caller that has just written, so that what it wrote is handled without waiting.
   */
  wake: () => void;
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
  const stream = await openTableStream(options.endpoint, options.tableName);
  const retryAttempts = options.retryAttempts ?? 3;
  const intervalMs = options.intervalMs ?? 1000;
  const retryPauseMs = options.retryPauseMs ?? 1000;
  let running = true;
  // A wake during a pass asks for one more pass: the write may have come after that pass's read.
  let wokenDuringPass = false;
  let endPause: (() => void) | undefined;

  function pause(): Promise<void> {
    if (wokenDuringPass) return Promise.resolve();
    options.onIdle?.();
    return new Promise((resolvePause) => {
      const timer = setTimeout(() => endPause?.(), intervalMs);
      endPause = () => {
        clearTimeout(timer);
        endPause = undefined;
        resolvePause();
      };
    });
  }

  function wake(): void {
    if (endPause) endPause();
    else wokenDuringPass = true;
  }

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
      await sleep(retryPauseMs);
    }
  }

  /** One pass over every shard: answers whether any record was read. */
  async function pollOnce(): Promise<boolean> {
    const records = (await stream.readPage()).map((record) => toLambdaRecord(record, stream.streamArn));
    for (let start = 0; start < records.length; start += 10) await handleWithRetries(records.slice(start, start + 10));
    return records.length > 0;
  }

  const loop = (async () => {
    while (running) {
      let readAny = false;
      wokenDuringPass = false;
      try {
        readAny = await pollOnce();
      } catch (error) {
        options.onError?.(error);
      }
      if (!readAny) await pause();
    }
  })();

  return {
    wake,
    stop: async () => {
      running = false;
      wake();
      await loop;
      stream.close();
    },
  };
}
