import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { itemTypes, tableLayout, timedWorkDueUpTo, timedWorkKey, timedWorkTypeKey } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { type TransactItem, writeIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { queryByType } from './query-all';

/**
 * Timed work (decision 042): one item per kind and subject, `DUE#<kind>#<subject>`, listed in the
 * byType index by when it is due (`<dueAt>#<kind>#<subject>`), so the scheduled job reads only what
 * is due, through a Query. A run claims each item with a conditional write on the very index key
 * it read, so of two overlapping runs only one acts; the claim also pushes the item's place in the
 * index a lease ahead, so a run that dies mid-way leaves the item due again once the lease is over.
 * What a kind does with its item (move it to its next time, or delete it) is written only while
 * the claim still stands: a run whose lease was taken over, or an item replaced meanwhile by a
 * newer schedule, writes nothing.
 */

/** How long a claim keeps an item from other runs: far beyond one item's work, short enough to retry soon. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** A kind's own facts about its subject, kept on the item between runs (plain JSON). */
export type TimedWorkData = Readonly<Record<string, unknown>>;

const TimedWorkItem = z.object({
  kind: z.string(),
  subjectId: z.string(),
  dueAt: z.string(),
  [tableLayout.indexes.byType.sortKey]: z.string(),
  data: z.optional(z.record(z.string(), z.unknown())),
  /** Only on an item whose subjects are added one by one (`timedWorkAdd`): raised by each addition. */
  additions: z.optional(z.number()),
  /** Only on a claimed item: the claim's id, which its later writes name in their condition. */
  claimId: z.optional(z.string()),
  /** Only on the items `timedWorkAdd` builds: the subjects added so far. */
  members: z.optional(z.pipe(z.set(z.string()), z.transform((members) => [...members].sort()))),
});

/** An item as a run listed it. */
export interface TimedWork {
  kind: string;
  subjectId: string;
  dueAt: Date;
  data: TimedWorkData;
  /** The subjects `timedWorkAdd` added, sorted; empty for other items. */
  members: readonly string[];
  /** The index sort key as read: the claim's condition. */
  listedAs: string;
}

/** An item this run has claimed: only writes naming this claim change it. */
export interface ClaimedWork extends TimedWork {
  claimId: string;
  additions: number;
}

/** A due item as listed: one whose item does not parse is answered by its key alone. */
export type DueWork = { work: TimedWork } | { damaged: true; key: string };

function timedWork(item: z.output<typeof TimedWorkItem>): TimedWork {
  return {
    kind: item.kind,
    subjectId: item.subjectId,
    dueAt: new Date(item.dueAt),
    data: item.data ?? {},
    members: item.members ?? [],
    listedAs: String(item[tableLayout.indexes.byType.sortKey]),
  };
}

/** The item of one kind's action for one subject, due at `dueAt`; replaces the one there was, claimed or not. */
function timedWorkItem(kind: string, subjectId: string, dueAt: Date, data: TimedWorkData | undefined) {
  const at = dueAt.toISOString();
  return {
    ...timedWorkKey(kind, subjectId),
    ...timedWorkTypeKey(at, kind, subjectId),
    kind,
    subjectId,
    dueAt: at,
    ...(data === undefined ? {} : { data }),
  };
}

/**
 * Puts one kind's next action for one subject, due at `dueAt`, for a transaction: a subject has at
 * most one item per kind, so this moves or replaces whatever was scheduled (a claim in progress
 * then writes nothing).
 */
export function timedWorkPut(kind: string, subjectId: string, dueAt: Date, data?: TimedWorkData): TransactItem {
  return { Put: { TableName: tableName, Item: timedWorkItem(kind, subjectId, dueAt, data) } };
}

/** Deletes one kind's action for one subject, for a transaction; nothing when there is none. */
export function timedWorkDelete(kind: string, subjectId: string): TransactItem {
  return { Delete: { TableName: tableName, Key: timedWorkKey(kind, subjectId) } };
}

/**
 * Adds a member (a booking, say) to one kind's action for one subject, creating it due at `dueAt`
 * when there is none, for a transaction. Each addition raises `additions`, so a run that claimed
 * the item before it and acts on the members it saw leaves the item to the next run rather than
 * delete a member it never saw.
 */
export function timedWorkAdd(kind: string, subjectId: string, dueAt: Date, member: string): TransactItem {
  const { typePk, typeSk } = timedWorkTypeKey(dueAt.toISOString(), kind, subjectId);
  const { byType } = tableLayout.indexes;
  return {
    Update: {
      TableName: tableName,
      Key: timedWorkKey(kind, subjectId),
      UpdateExpression:
        'SET #typePk = :typePk, #typeSk = if_not_exists(#typeSk, :typeSk), #kind = :kind, #subject = :subject, #dueAt = if_not_exists(#dueAt, :dueAt) ADD #members :member, #additions :one',
      ExpressionAttributeNames: {
        '#typePk': byType.partitionKey,
        '#typeSk': byType.sortKey,
        '#kind': 'kind',
        '#subject': 'subjectId',
        '#dueAt': 'dueAt',
        '#members': 'members',
        '#additions': 'additions',
      },
      ExpressionAttributeValues: {
        ':typePk': typePk,
        ':typeSk': typeSk,
        ':kind': kind,
        ':subject': subjectId,
        ':dueAt': dueAt.toISOString(),
        ':member': new Set([member]),
        ':one': 1,
      },
    },
  };
}

/**
 * The timed work due by `now`, soonest first: a Query of the byType index up to `now`, never a
 * scan. A damaged item is answered as such, so the items after it are still done.
 */
export async function listDueTimedWork(now: Date): Promise<DueWork[]> {
  const items = await queryByType(itemTypes.timedWork, { sortKeyUpTo: timedWorkDueUpTo(now) });
  return items.map((item) => {
    const parsed = TimedWorkItem.safeParse(item);
    return parsed.success ? { work: timedWork(parsed.data) } : { damaged: true, key: String(item[tableLayout.partitionKey] ?? '') };
  });
}

/**
 * Claims a listed item for this run: only if its index key is still the one read, so of two runs
 * that listed it one gets it, and an item moved or replaced since is left alone. The item's place
 * in the index moves to the lease's end. Answers the item as claimed, or undefined.
 */
export async function claimTimedWork(work: TimedWork, now: Date): Promise<ClaimedWork | undefined> {
  const claimId = randomUUID();
  const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: timedWorkKey(work.kind, work.subjectId),
        UpdateExpression: 'SET #typeSk = :lease, #claimId = :claim',
        ConditionExpression: '#typeSk = :listed',
        ExpressionAttributeNames: { '#typeSk': tableLayout.indexes.byType.sortKey, '#claimId': 'claimId' },
        ExpressionAttributeValues: {
          ':lease': timedWorkTypeKey(leaseEnd, work.kind, work.subjectId).typeSk,
          ':claim': claimId,
          ':listed': work.listedAs,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const claimed = TimedWorkItem.parse(Attributes);
    return { ...timedWork(claimed), claimId, additions: claimed.additions ?? 0 };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** The condition every write of a claimed item carries: the claim still stands, and nothing was added since. */
function claimCondition(claim: ClaimedWork) {
  return {
    ConditionExpression: '#claimId = :claim AND (attribute_not_exists(#additions) OR #additions = :additions)',
    ExpressionAttributeNames: { '#claimId': 'claimId', '#additions': 'additions' },
    ExpressionAttributeValues: { ':claim': claim.claimId, ':additions': claim.additions },
  };
}

/** A claimed item's next time, for the transaction of what the run did: the claim ends with it. */
export function claimedWorkReschedule(claim: ClaimedWork, dueAt: Date, data?: TimedWorkData): TransactItem {
  return { Put: { TableName: tableName, Item: timedWorkItem(claim.kind, claim.subjectId, dueAt, data), ...claimCondition(claim) } };
}

/** A claimed item done with, for the transaction of what the run did. */
export function claimedWorkDeletion(claim: ClaimedWork): TransactItem {
  return { Delete: { TableName: tableName, Key: timedWorkKey(claim.kind, claim.subjectId), ...claimCondition(claim) } };
}

/** Deletes a claimed item with nothing else to write; false when the claim no longer stands. */
export async function deleteClaimedWork(claim: ClaimedWork): Promise<boolean> {
  return writeIf(documentClient.send(new DeleteCommand({ TableName: tableName, Key: timedWorkKey(claim.kind, claim.subjectId), ...claimCondition(claim) })));
}

/**
 * Gives a claimed item back, due again at `at`, when its run could not finish it (a member joined
 * meanwhile, say): the next run takes it up rather than wait for the lease to end.
 */
export async function releaseClaimedWork(claim: ClaimedWork, at: Date): Promise<boolean> {
  return writeIf(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: timedWorkKey(claim.kind, claim.subjectId),
        UpdateExpression: 'SET #typeSk = :typeSk REMOVE #claimId',
        ConditionExpression: '#claimId = :claim',
        ExpressionAttributeNames: { '#typeSk': tableLayout.indexes.byType.sortKey, '#claimId': 'claimId' },
        ExpressionAttributeValues: { ':typeSk': timedWorkTypeKey(at.toISOString(), claim.kind, claim.subjectId).typeSk, ':claim': claim.claimId },
      }),
    ),
  );
}
