import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, type TransactItem } from './conditional-write';
import { documentClient } from './dynamo-client';

/** How many times, and how patiently, a transaction that loses races is tried again. */
export interface RetryPolicy {
  /** Attempts in all: when the last one is cancelled and would be retried, its cancellation is thrown. */
  maxAttempts: number;
  /** The pause after attempt `attempt` (counted from 1) was cancelled, before the next one, in milliseconds. */
  backoffMs: (attempt: number) => number;
}

/** What a cancelled transaction means to the code that wrote it. */
export type Cancelled<T> =
  /** The cancellation is the answer (the seats were not there, the reference was taken, …). */
  | { answer: T }
  /** A lost race: pause, then attempt again, within the policy's attempts. */
  | 'retry'
  /** Attempt again at once: no pause, and the attempts are not checked (the next read decides). */
  | 'retry-at-once'
  /** The cancellation is thrown. */
  | 'give-up';

/** One attempt: an answer from what it read, or a transaction to write. */
export type Attempt<T> =
  | { answer: T }
  | {
      /** Written all or nothing, in this order (cancellation reasons come in the same order). */
      write: TransactItem[];
      /** The answer once the transaction is written. */
      written: () => T | Promise<T>;
      /** What a cancellation means, from its reasons and the attempt's number; by default `retry`. */
      cancelled?: (reasons: string[], attempt: number) => Cancelled<T> | Promise<Cancelled<T>>;
    };

/**
 * Runs `attempt` until it answers: each attempt reads what it needs and either answers or gives a
 * transaction, written conditionally on what it read. A cancelled transaction (a condition failed
 * or another transaction won a race) goes to the attempt's `cancelled`, which answers, gives up or
 * asks for another attempt; any other error is thrown at once.
 */
export async function retryTransaction<T>(policy: RetryPolicy, attempt: (attempt: number) => Attempt<T> | Promise<Attempt<T>>): Promise<T> {
  for (let number = 1; ; number++) {
    const next = await attempt(number);
    if ('answer' in next) return next.answer;
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: next.write }));
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const verdict = next.cancelled ? await next.cancelled(cancellationCodes(error), number) : 'retry';
      if (typeof verdict === 'object') return verdict.answer;
      if (verdict === 'give-up') throw error;
      if (verdict === 'retry-at-once') continue;
      if (number >= policy.maxAttempts) throw error;
      await sleep(policy.backoffMs(number));
      continue;
    }
    return next.written();
  }
}
