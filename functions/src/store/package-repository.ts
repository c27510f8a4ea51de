import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cents } from '@sunward/shared/money';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import { itemTypes, packageKey, packageTypeKey } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { documentClient, tableName } from './dynamo-client';
import { queryByType } from './query-all';

/** A package as the store holds it: money in cents, seats as a live counter. */
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
  departureDate: z.nullable(z.string()),
  returnDate: z.nullable(z.string()),
  capacity: z.number().check(z.int()),
  seatsLeft: z.number().check(z.int()),
});
export type PackageRecord = z.output<typeof PackageItem>;

function toRecord(item: unknown): PackageRecord {
  return PackageItem.parse(item);
}

export async function listPackages(): Promise<PackageRecord[]> {
  const items = await queryByType(itemTypes.package);
  return items.map(toRecord);
}

export async function findPackage(id: string): Promise<PackageRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: packageKey(id) }));
  return Item ? toRecord(Item) : undefined;
}

/**
 * Writes a catalogue entry's descriptive fields and price. Seats are set to the capacity only
 * the first time, so re-seeding after a price change never gives back seats already held.
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
    departureDate: entry.departureDate,
    returnDate: entry.returnDate,
    capacity: entry.capacity,
    ...packageTypeKey(sortOrder),
  };
  const names = Object.keys(fields);
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: packageKey(entry.id),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}, #seats = if_not_exists(#seats, :capacity)`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
        '#seats': 'seatsLeft',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.values(fields).map((value, i) => [`:f${i}`, value])),
        ':capacity': entry.capacity,
      },
    }),
  );
}
