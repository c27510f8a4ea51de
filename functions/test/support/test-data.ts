import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { catalogue } from '@sunward/shared/catalogue/packages';
import type { BookingStatus, CreateBookingRequest } from '@sunward/shared/schemas/booking';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import { bookingKey, packageKey } from '@sunward/shared/table';
import { createBooking } from '../../src/services/create-booking';
import type { BookingRecord } from '../../src/store/booking-repository';
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

/** A package of this test's own that departs well after any clock a test uses, so it can be booked. */
export async function givenBookablePackage(change: Partial<CatalogueEntry> = {}): Promise<CatalogueEntry> {
  return givenPackage({ departureDate: '2099-07-09', returnDate: '2099-07-14', isSoldOut: false, ...change });
}

/** The booking form as a visitor fills it in, with an e-mail of this test's own. */
export function bookingRequest(packageId: string, change: Partial<CreateBookingRequest> = {}): CreateBookingRequest {
  return {
    packageId,
    firstName: 'Ana',
    lastName: 'Lima',
    email: `${uniqueId('traveller')}@example.com`,
    phone: '+1 555 010 2030',
    travelers: 1,
    ...change,
  };
}

/**
 * A booking made at `now` that holds its seats; with a status other than `pending` it is then
 * marked paid directly, its hold item left in place as if nothing had cleaned it up.
 */
export async function givenBooking(
  packageId: string,
  options: { travelers?: number; now?: Date; status?: BookingStatus } = {},
): Promise<BookingRecord> {
  const booking = await createBooking(
    bookingRequest(packageId, { travelers: options.travelers ?? 1 }),
    options.now ?? new Date(),
  );
  if (!options.status || options.status === 'pending') return booking;
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bookingKey(booking.id),
      UpdateExpression: 'SET #status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': options.status },
    }),
  );
  return { ...booking, status: options.status };
}
