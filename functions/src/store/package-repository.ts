import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cents } from '@sunward/shared/money';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import { itemTypes, packageKey, packageTypeKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
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
 * Writes a catalogue entry: the trip's text, default price, flag and capacity on every run, and
 * each of its departures only if the trip does not have it yet, so re-seeding never gives back
 * seats already sold nor undoes the operator's changes to a departure. The trip-level dates of
 * the time before departures are removed; its old seat counter stays for the holds that still
 * count on it.
 */
export async function upsertCatalogueEntry(entry: CatalogueEntry, sortOrder: number): Promise<void> {
  const fields = {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    destination: entry.destination,
    duration: entry.duration,
    priceCents: entry.priceCents,
    highlights: entry.highlights,
    imageUrl: entry.imageUrl,
    isPopular: entry.isPopular,
    isHotDeal: entry.isHotDeal,
    flaggedSoldOut: entry.isSoldOut,
    capacity: entry.capacity,
    ...packageTypeKey(sortOrder),
  };
  const names = Object.keys(fields);
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: packageKey(entry.id),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')} REMOVE #departureDate, #returnDate`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
        '#departureDate': 'departureDate',
        '#returnDate': 'returnDate',
      },
      ExpressionAttributeValues: Object.fromEntries(Object.values(fields).map((value, i) => [`:f${i}`, value])),
    }),
  );
  await Promise.all(entry.departures.map((departure) => createDepartureIfAbsent(entry.id, departure, entry.capacity)));
}
