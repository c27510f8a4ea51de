import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamo-client';

/** One write of a DynamoDB transaction. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why each write of a cancelled transaction failed, in the transaction's order (`None` for those that would have passed). */
export function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof TransactionCanceledException)) return [];
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/** Awaits a conditional write: true when it was written, false when its condition did not hold. */
export async function writeIf(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Writes a transaction whose first item carries the condition that decides it: true when written,
 * false when that condition did not hold. Any other failure is thrown.
 */
export async function transactIf(items: TransactItem[]): Promise<boolean> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/**
 * Writes a transaction: true when written, false when DynamoDB cancelled it, whichever item's
 * condition failed or whatever transaction it clashed with. Any other failure is thrown.
 */
export async function transactUnlessCancelled(items: TransactItem[]): Promise<boolean> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}
