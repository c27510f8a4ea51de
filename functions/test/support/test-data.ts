import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { catalogue } from '@sunward/shared/catalogue/packages';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import { packageKey } from '@sunward/shared/table';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { upsertCatalogueEntry } from '../../src/store/package-repository';
import { type SessionRole, createSession } from '../../src/store/session-repository';

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A package of this test's own, so tests never share rows. */
export async function givenPackage(change: Partial<CatalogueEntry> = {}): Promise<CatalogueEntry> {
  const base = catalogue[0];
  if (!base) throw new Error('The catalogue is empty');
  const entry = { ...base, id: uniqueId('test-trip'), ...change };
  await upsertCatalogueEntry(entry, 9000);
  return entry;
}

export async function givenSeatsLeft(packageId: string, seatsLeft: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: packageKey(packageId),
      UpdateExpression: 'SET seatsLeft = :seats',
      ExpressionAttributeValues: { ':seats': seatsLeft },
    }),
  );
}

/** A session cookie as the browser would send it after a sign-in. */
export async function givenSessionCookie(role: SessionRole, options: { lifetimeSeconds?: number; now?: Date } = {}) {
  const subject = role === 'admin' ? uniqueId('admin') : `${uniqueId('traveller')}@example.com`;
  const { id } = await createSession(
    { role, subject, lifetimeSeconds: options.lifetimeSeconds ?? 3600 },
    options.now ?? new Date(),
  );
  return { cookie: `sid=${id}`, subject, id };
}
