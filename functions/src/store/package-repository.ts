import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Cents, cents } from '@sunward/shared/money';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import { itemTypes, packageKey, packageTypeKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import type { TransactItem } from './conditional-write';
import { createDepartureIfAbsent, type DepartureRecord, isDepartureItem, listDeparturesAfter, toDepartureRecord } from './departure-repository';
import { documentClient, tableName } from './dynamo-client';
import { queryAll, queryByType } from './query-all';

/**
 * A trip as the store holds it: its text, its default price in cents, the operator's sold-out
 * flag and the capacity new departures start with. Dates and seats are its departures'.
 */
const PackageItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  duration: z.string(),
  priceCents: z.pipe(z.number().check(z.int()), z.transform(cents)),
  highlights: z.array(z.string()),
  imageUrl: z.string(),
  isPopular: z.boolean(),
  isHotDeal: z.boolean(),
  flaggedSoldOut: z.boolean(),
  capacity: z.number().check(z.int()),
  /** Counts the operator's changes (decision 017); trips seeded before it count as version 1. */
  version: z._default(z.number().check(z.int(), z.positive()), 1),
});
export type TripRecord = z.output<typeof PackageItem>;

/** A trip with its departures, in no particular order: the rules order and choose. */
export type PackageRecord = TripRecord & { departures: DepartureRecord[] };

/**
 * Every trip in catalogue order, each with its departures leaving after `today` (the departures
 * that have left are not read). Two queries, whatever the number of trips.
 */
export async function listPackages(today: string): Promise<PackageRecord[]> {
  const [tripItems, departures] = await Promise.all([queryByType(itemTypes.package), listDeparturesAfter(today)]);
  return tripItems.map((item) => {
    const trip = PackageItem.parse(item);
    return { ...trip, departures: departures.filter((departure) => departure.packageId === trip.id) };
  });
}

/** One trip with all its departures, past ones included: one query on its partition. */
export async function findPackage(id: string): Promise<PackageRecord | undefined> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': tableLayout.partitionKey },
    ExpressionAttributeValues: { ':pk': packageKey(id).pk },
    ConsistentRead: true,
  });
  const tripItem = items.find((item) => item[tableLayout.sortKey] === packageKey(id).sk);
  if (!tripItem) return undefined;
  return { ...PackageItem.parse(tripItem), departures: items.filter(isDepartureItem).map(toDepartureRecord) };
}

/**
 * Every trip in catalogue order with all its departures, past ones included, each read
 * consistently: the operator edits what this answers, with its versions.
 */
export async function listTripsWithAllDepartures(): Promise<PackageRecord[]> {
  const tripItems = await queryByType(itemTypes.package);
  const trips = await Promise.all(tripItems.map((item) => findPackage(PackageItem.parse(item).id)));
  return trips.filter((trip): trip is PackageRecord => trip !== undefined);
}

/** What the operator may change on a trip. */
export interface TripChanges {
  priceCents?: Cents | undefined;
  highlights?: string[] | undefined;
  flaggedSoldOut?: boolean | undefined;
}

/** The version condition: trips seeded before versions have none, and count as version 1. */
function atVersion(version: number): string {
  return version === 1 ? '(attribute_not_exists(#version) OR #version = :version)' : '#version = :version';
}

/** The operator's change to a trip, on condition that it is still at the version the operator read. */
export function tripEdit(current: TripRecord, changes: TripChanges): TransactItem {
  const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
  return {
    Update: {
      TableName: tableName,
      Key: packageKey(current.id),
      UpdateExpression: `SET #version = :next${fields.map((_, i) => `, #f${i} = :f${i}`).join('')}`,
      ConditionExpression: `attribute_exists(#pk) AND ${atVersion(current.version)}`,
      ExpressionAttributeNames: {
        '#pk': tableLayout.partitionKey,
        '#version': 'version',
        ...Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
      },
      ExpressionAttributeValues: {
        ':version': current.version,
        ':next': current.version + 1,
        ...Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value])),
      },
    },
  };
}

/**
 * Writes a catalogue entry: the trip's text and capacity on every run; its price, highlights and
 * sold-out flag only until the operator first changes the trip (version 1), after which they are
 * the operator's (decision 017). Each of its departures is written only if the trip does not have
 * it yet, so re-seeding never gives back seats already sold nor undoes the operator's changes to
 * a departure. The trip-level dates of the time before departures are removed; its old seat
 * counter stays for the holds that still count on it.
 */
export async function upsertCatalogueEntry(entry: CatalogueEntry, sortOrder: number): Promise<void> {
  const catalogueFields = {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    destination: entry.destination,
    duration: entry.duration,
    imageUrl: entry.imageUrl,
    isPopular: entry.isPopular,
    isHotDeal: entry.isHotDeal,
    capacity: entry.capacity,
    ...packageTypeKey(sortOrder),
  };
  const operatorFields = { priceCents: entry.priceCents, highlights: entry.highlights, flaggedSoldOut: entry.isSoldOut };
  try {
    await writeCatalogueFields({ ...catalogueFields, ...operatorFields }, true);
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await writeCatalogueFields(catalogueFields, false);
  }
  await Promise.all(entry.departures.map((departure) => createDepartureIfAbsent(entry.id, departure, entry.capacity)));
}

async function writeCatalogueFields(fields: Record<string, unknown> & { id: string }, untouchedByOperator: boolean): Promise<void> {
  const names = Object.keys(fields);
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: packageKey(fields.id),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')} REMOVE #departureDate, #returnDate`,
      ...(untouchedByOperator ? { ConditionExpression: atVersion(1) } : {}),
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
        '#departureDate': 'departureDate',
        '#returnDate': 'returnDate',
        ...(untouchedByOperator ? { '#version': 'version' } : {}),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.values(fields).map((value, i) => [`:f${i}`, value])),
        ...(untouchedByOperator ? { ':version': 1 } : {}),
      },
    }),
  );
}
