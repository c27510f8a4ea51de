import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Cents, cents } from '@sunward/shared/money';
import type { CatalogueDeparture } from '@sunward/shared/schemas/catalogue-entry';
import { DepartureState } from '@sunward/shared/schemas/package';
import { departureKey, departureSortPrefix, departuresAfter, departureTypeKey, itemTypes, packageKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { type TransactItem, writeIf } from './conditional-write';
import { documentClient, tableName } from './dynamo-client';
import { queryByType } from './query-all';

/**
 * A departure as the store holds it (decision 016): its own seat counter, like the package's
 * before it (decision 010). Without `priceCents` it sells at the trip's price, without
 * `balanceDueDate` the balance falls due the default number of days before departure. `version`
 * counts the operator's changes, for conditional edits.
 */
const DepartureItem = z.object({
  packageId: z.string(),
  id: z.string(),
  departureDate: z.string(),
  returnDate: z.string(),
  capacity: z.number().check(z.int()),
  seatsLeft: z.number().check(z.int()),
  /** Seats held for waitlist offers (decision 053): taken from sale, not yet booked. */
  seatsOffered: z.optional(z.number().check(z.int())),
  priceCents: z.optional(z.pipe(z.number().check(z.int()), z.transform(cents))),
  balanceDueDate: z.optional(z.string()),
  state: DepartureState,
  version: z.number().check(z.int()),
});
export type DepartureRecord = z.output<typeof DepartureItem>;

export function toDepartureRecord(item: unknown): DepartureRecord {
  return DepartureItem.parse(item);
}

/** Whether a table item read from a package's partition is one of its departures. */
export function isDepartureItem(item: Record<string, unknown>): boolean {
  return String(item[tableLayout.sortKey]).startsWith(departureSortPrefix);
}

/** The upcoming departures of every trip: only those leaving after `today`, read by date. */
export async function listDeparturesAfter(today: string): Promise<DepartureRecord[]> {
  const items = await queryByType(itemTypes.departure, { sortKeyAfter: departuresAfter(today) });
  return items.map(toDepartureRecord);
}

export async function findDeparture(packageId: string, departureId: string): Promise<DepartureRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: departureKey(packageId, departureId), ConsistentRead: true }),
  );
  return Item ? toDepartureRecord(Item) : undefined;
}

/**
 * Writes a catalogue departure only if the trip does not have it yet: seats sold and whatever
 * the operator changed since (dates, price, state, capacity) survive every re-seed. Answers
 * whether it was written.
 */
export async function createDepartureIfAbsent(packageId: string, departure: CatalogueDeparture, defaultCapacity: number): Promise<boolean> {
  const capacity = departure.capacity ?? defaultCapacity;
  return writeIf(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...departureKey(packageId, departure.id),
          ...departureTypeKey(departure.departureDate, packageId, departure.id),
          packageId,
          id: departure.id,
          departureDate: departure.departureDate,
          returnDate: departure.returnDate,
          capacity,
          seatsLeft: capacity,
          priceCents: departure.priceCents,
          balanceDueDate: departure.balanceDueDate,
          state: departure.state ?? 'open',
          version: 1,
        },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
      }),
    ),
  );
}

/**
 * Where a booking's seats are counted: its departure, or for a booking made before departures
 * existed, the seat counter its package item still carries.
 */
function seatCounterKey(packageId: string, departureId: string | undefined) {
  return departureId === undefined ? packageKey(packageId) : departureKey(packageId, departureId);
}

/**
 * Takes `travelers` seats of a departure, for a booking's transaction: only while the departure
 * is open, leaves after `today` and has that many seats left. This condition is what makes
 * overselling and booking a departed trip impossible, whatever the reads before it saw.
 */
export function seatHold(packageId: string, departureId: string, travelers: number, today: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: departureKey(packageId, departureId),
      UpdateExpression: 'SET #seats = #seats - :travelers',
      ConditionExpression: 'attribute_exists(#pk) AND #state = :open AND #date > :today AND #seats >= :travelers',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#seats': 'seatsLeft', '#state': 'state', '#date': 'departureDate' },
      ExpressionAttributeValues: { ':travelers': travelers, ':open': 'open' satisfies DepartureState, ':today': today },
    },
  };
}

/** Gives a lapsed hold's seats back to the counter they came from. */
export function seatRelease(packageId: string, departureId: string | undefined, travelers: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: seatCounterKey(packageId, departureId),
      UpdateExpression: 'SET #seats = #seats + :travelers',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#seats': 'seatsLeft' },
      ExpressionAttributeValues: { ':travelers': travelers },
    },
  };
}

/**
 * Moves a departure's seats on sale by `delta` and its seats held for waitlist offers by
 * `offeredDelta` (decision 053): seats freed go back on sale less those held for offers in the
 * same transaction, and an offer that takes more than was freed takes the rest from the seats on
 * sale, on condition that they are there.
 */
export function seatsOnSaleChange(packageId: string, departureId: string, delta: number, offeredDelta = 0): TransactItem {
  if (delta >= 0 && offeredDelta === 0) return seatRelease(packageId, departureId, delta);
  const conditions = ['attribute_exists(#pk)'];
  if (delta < 0) conditions.push('#seats >= :needed');
  return {
    Update: {
      TableName: tableName,
      Key: departureKey(packageId, departureId),
      UpdateExpression: 'SET #seats = #seats + :delta, #offered = if_not_exists(#offered, :zero) + :offeredDelta',
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey, '#seats': 'seatsLeft', '#offered': 'seatsOffered' },
      ExpressionAttributeValues: { ':delta': delta, ':offeredDelta': offeredDelta, ':zero': 0, ...(delta < 0 ? { ':needed': -delta } : {}) },
    },
  };
}

/** A booking from a waitlist offer: the seats it takes are no longer held for the offer, and not on sale either. */
export function offeredSeatsBooked(packageId: string, departureId: string, travelers: number): TransactItem {
  return seatsOnSaleChange(packageId, departureId, 0, -travelers);
}

/**
 * Takes a lapsed booking's seats back when its deposit lands late, if they are still free. The
 * traveller held them a moment ago and has paid, so the departure's state and date are not asked
 * again: only the seats.
 */
export function seatRetake(packageId: string, departureId: string | undefined, travelers: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: seatCounterKey(packageId, departureId),
      UpdateExpression: 'SET #seats = #seats - :travelers',
      ConditionExpression: '#seats >= :travelers',
      ExpressionAttributeNames: { '#seats': 'seatsLeft' },
      ExpressionAttributeValues: { ':travelers': travelers },
    },
  };
}

/** A departure the operator adds: a full record, its seats all free and `version` 1. */
export function departureCreation(departure: DepartureRecord): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...departureKey(departure.packageId, departure.id),
        ...departureTypeKey(departure.departureDate, departure.packageId, departure.id),
        ...departure,
      },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    },
  };
}

/** What the operator may change on a departure; `null` takes away its own price or balance due date. */
export interface DepartureChanges {
  departureDate?: string | undefined;
  returnDate?: string | undefined;
  capacity?: number | undefined;
  priceCents?: Cents | null | undefined;
  balanceDueDate?: string | null | undefined;
  state?: DepartureState | undefined;
}

/**
 * The operator's change to a departure, on condition that it is still at the version the operator
 * read (decision 017). A new capacity moves `seatsLeft` by the same amount, on condition that
 * the counter stays at or above 0, i.e. that the capacity is not below the seats taken by then:
 * a booking between the read and this write cannot be squeezed out. A new date moves `typeSk`,
 * so the departure lists under its new date.
 */
export function departureEdit(current: DepartureRecord, changes: DepartureChanges): TransactItem {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':version': current.version, ':next': current.version + 1 };
  const sets = ['#version = :next'];
  const removes: string[] = [];
  const conditions = ['#version = :version'];
  const set = (attribute: string, value: unknown) => {
    const index = sets.length;
    names[`#a${index}`] = attribute;
    values[`:a${index}`] = value;
    sets.push(`#a${index} = :a${index}`);
  };
  const remove = (attribute: string) => {
    names[`#r${removes.length}`] = attribute;
    removes.push(`#r${removes.length}`);
  };

  if (changes.departureDate !== undefined) {
    set('departureDate', changes.departureDate);
    set(tableLayout.indexes.byType.sortKey, departureTypeKey(changes.departureDate, current.packageId, current.id).typeSk);
  }
  if (changes.returnDate !== undefined) set('returnDate', changes.returnDate);
  if (changes.state !== undefined) set('state', changes.state);
  if (changes.priceCents === null) remove('priceCents');
  else if (changes.priceCents !== undefined) set('priceCents', changes.priceCents);
  if (changes.balanceDueDate === null) remove('balanceDueDate');
  else if (changes.balanceDueDate !== undefined) set('balanceDueDate', changes.balanceDueDate);
  if (changes.capacity !== undefined && changes.capacity !== current.capacity) {
    const delta = changes.capacity - current.capacity;
    set('capacity', changes.capacity);
    names['#seats'] = 'seatsLeft';
    values[':delta'] = delta;
    sets.push('#seats = #seats + :delta');
    if (delta < 0) {
      values[':needed'] = -delta;
      conditions.push('#seats >= :needed');
    }
  }

  return {
    Update: {
      TableName: tableName,
      Key: departureKey(current.packageId, current.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
