import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type TripAuditEntry, TripAuditEntry as TripAuditEntrySchema } from '@sunward/shared/schemas/catalogue-admin';
import { auditEntryKey, auditPartition, tableLayout } from '@sunward/shared/table';
import { cancellationCodes, type TransactItem } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';

/** The newest entries a trip's trail answers: years of a small operator's changes. */
const AUDIT_PAGE = 500;

/** Attempts when an audited change loses a race to a booking's transaction on the same item. */
const MAX_ATTEMPTS = 5;

/** The put of one audit entry, for the transaction of the change it records. */
export function auditEntryPut(packageId: string, entry: TripAuditEntry): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...auditEntryKey(packageId, entry.at, entry.id), packageId, ...entry },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    },
  };
}

export type AuditedWrite = { written: true } | { written: false };

/**
 * Writes the operator's change and its audit entry in one transaction, so there is no change
 * without its entry and no entry for a change that did not happen. Answers `written: false` when
 * the change's condition refused it (a stale version, too few free seats, an id taken), having
 * written nothing. A clash with a booking's transaction on the same departure is tried again.
 */
export async function writeAudited(packageId: string, change: TransactItem, entry: TripAuditEntry): Promise<AuditedWrite> {
  const input = { TransactItems: [change, auditEntryPut(packageId, entry)] };
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand(input));
      return { written: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = cancellationCodes(error);
      if (codes[0] === 'ConditionalCheckFailed') return { written: false };
      if (!codes.includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

/** A trip's audit trail, newest first. */
export async function listAuditEntries(packageId: string): Promise<TripAuditEntry[]> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      ExpressionAttributeValues: { ':pk': auditPartition(packageId) },
      ScanIndexForward: false,
      Limit: AUDIT_PAGE,
    }),
  );
  return (Items ?? []).map((item) => TripAuditEntrySchema.parse(item));
}
