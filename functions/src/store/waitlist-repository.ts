import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { WaitlistEntryState } from '@sunward/shared/rules/waitlist';
import { WaitlistEntryState as WaitlistEntryStateSchema } from '@sunward/shared/schemas/waitlist';
import { tableLayout, waitlistEntryKey, waitlistLinkKey, waitlistPartition } from '@sunward/shared/table';
import * as z from 'zod/mini';
import type { TransactItem } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { queryAll } from './query-all';

/**
 * One address's entry in a departure's waitlist (decision 053). Its key is the address, so an
 * address holds one entry per departure; joining again after it ended replaces it.
 */
const WaitlistEntryItem = z.object({
  id: z.string(),
  packageId: z.string(),
  departureId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  state: WaitlistEntryStateSchema,
  joinedAt: z.string(),
  confirmedAt: z.optional(z.string()),
  offeredAt: z.optional(z.string()),
  offerExpiresAt: z.optional(z.string()),
  bookingId: z.optional(z.string()),
  endedAt: z.optional(z.string()),
});
export type WaitlistEntryRecord = z.infer<typeof WaitlistEntryItem>;

/** A link's token, kept as its hash: which entry it opens, and until when. */
const WaitlistLinkItem = z.object({
  packageId: z.string(),
  departureId: z.string(),
  email: z.string(),
  /** Epoch seconds, the table's TTL: past it the link opens nothing, whether or not it is deleted yet. */
  expiresAt: z.number(),
});
export type WaitlistLinkRecord = z.infer<typeof WaitlistLinkItem>;

/** States in which an entry has ended: the address may join again. */
const endedStates: readonly WaitlistEntryState[] = ['booked', 'lapsed', 'left', 'removed'];

/**
 * A new entry, on condition that the address holds no entry in this line that has not ended, or
 * only one it never confirmed, joined before `resendBefore` (its link lost, say): of two joins at
 * once, one is written.
 */
export function waitlistEntryPut(entry: WaitlistEntryRecord, resendBefore: string): TransactItem {
  const ended = Object.fromEntries(endedStates.map((state, index) => [`:ended${index}`, state]));
  return {
    Put: {
      TableName: tableName,
      Item: { ...waitlistEntryKey(entry.packageId, entry.departureId, entry.email), ...entry },
      ConditionExpression: `attribute_not_exists(#pk) OR #state IN (${Object.keys(ended).join(', ')}) OR (#state = :unconfirmed AND #joinedAt < :resendBefore)`,
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#state': 'state', '#joinedAt': 'joinedAt' },
      ExpressionAttributeValues: { ...ended, ':unconfirmed': 'unconfirmed' satisfies WaitlistEntryState, ':resendBefore': resendBefore },
    },
  };
}

/** A link to an entry: its token's hash only, with the time it stops working. */
export function waitlistLinkPut(tokenHash: string, link: WaitlistLinkRecord): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...waitlistLinkKey(tokenHash), ...link },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    },
  };
}

/** The link a token hashes to, while it works. */
export async function findWaitlistLink(tokenHash: string, now: Date): Promise<WaitlistLinkRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: waitlistLinkKey(tokenHash) }));
  if (!Item) return undefined;
  const link = WaitlistLinkItem.parse(Item);
  return link.expiresAt * 1000 > now.getTime() ? link : undefined;
}

export async function findWaitlistEntry(packageId: string, departureId: string, email: string): Promise<WaitlistEntryRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: waitlistEntryKey(packageId, departureId, email), ConsistentRead: true }),
  );
  return Item ? WaitlistEntryItem.parse(Item) : undefined;
}

/** Every entry of a departure's waitlist, ended ones too, in no particular order. */
export async function listWaitlist(packageId: string, departureId: string): Promise<WaitlistEntryRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    ExpressionAttributeValues: { ':pk': waitlistPartition(packageId, departureId) },
    ConsistentRead: true,
  });
  return items.map((item) => WaitlistEntryItem.parse(item));
}

/** What a change of state sets beside the state; `null` removes the attribute. */
export type EntryChanges = Partial<Record<'confirmedAt' | 'offeredAt' | 'offerExpiresAt' | 'bookingId' | 'endedAt', string | null>>;

/**
 * An entry's move from one state to another, on condition that it is still in `from` (and still
 * the same entry: an address that left and joined again has a new one). `alsoIf` adds a
 * condition on one attribute, e.g. that an offer has not lapsed.
 */
export function waitlistEntryMove(
  entry: Pick<WaitlistEntryRecord, 'packageId' | 'departureId' | 'email' | 'id'>,
  from: WaitlistEntryState,
  to: WaitlistEntryState,
  changes: EntryChanges = {},
  alsoIf?: { attribute: 'offerExpiresAt'; above: string },
): TransactItem {
  const names: Record<string, string> = { '#state': 'state', '#id': 'id' };
  const values: Record<string, unknown> = { ':from': from, ':to': to, ':id': entry.id };
  const sets = ['#state = :to'];
  const removes: string[] = [];
  for (const [attribute, value] of Object.entries(changes)) {
    const name = `#${attribute}`;
    names[name] = attribute;
    if (value === null) removes.push(name);
    else {
      values[`:${attribute}`] = value;
      sets.push(`${name} = :${attribute}`);
    }
  }
  const conditions = ['#state = :from', '#id = :id'];
  if (alsoIf) {
    names['#also'] = alsoIf.attribute;
    values[':above'] = alsoIf.above;
    conditions.push('#also > :above');
  }
  return {
    Update: {
      TableName: tableName,
      Key: waitlistEntryKey(entry.packageId, entry.departureId, entry.email),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
