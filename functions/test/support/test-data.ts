import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { catalogue } from '@sunward/shared/catalogue/packages';
import type { CreateBookingRequest, StoredBookingStatus } from '@sunward/shared/schemas/booking';
import type { CatalogueDeparture, CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import type { DepartureState } from '@sunward/shared/schemas/package';
import { bookingKey, departureKey } from '@sunward/shared/table';
import { createBooking } from '../../src/services/create-booking';
import type { BookingRecord } from '../../src/store/booking-repository';
import { findDeparture } from '../../src/store/departure-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { upsertCatalogueEntry } from '../../src/store/package-repository';
import { type SessionRole, createSession } from '../../src/store/session-repository';

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A client address (an IPv6 /64 of the documentation range) no other test books from: its holds count against nobody else's. */
export function uniqueClientAddress(): string {
  const hex = randomUUID().replaceAll('-', '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::1`;
}

/** A departure leaving on `departureDate` and back five days later, named by its date. */
export function departureOn(departureDate: string, change: Partial<CatalogueDeparture> = {}): CatalogueDeparture {
  const returnDate = new Date(Date.parse(`${departureDate}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
  return { id: departureDate, departureDate, returnDate, ...change };
}

/** The one departure a test trip has unless the test gives others: after any clock a test uses. */
export const testDeparture = departureOn('2099-07-09');

/** A departure that has left by any clock a test uses. */
export const departedDeparture = departureOn('2020-03-01');

/** A package of this test's own, so tests never share rows; it runs on `testDeparture`. */
export async function givenPackage(change: Partial<CatalogueEntry> = {}): Promise<CatalogueEntry> {
  const base = catalogue[0];
  if (!base) throw new Error('The catalogue is empty');
  const entry = { ...base, id: uniqueId('test-trip'), departures: [testDeparture], ...change };
  await upsertCatalogueEntry(entry, 9000);
  return entry;
}

/** Sets what a departure of a test trip holds, as the operator or other bookings would have. */
export async function givenDeparture(
  packageId: string,
  change: { seatsLeft?: number; state?: DepartureState },
  departureId = testDeparture.id,
): Promise<void> {
  const names = Object.keys(change);
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: departureKey(packageId, departureId),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(Object.values(change).map((value, i) => [`:f${i}`, value])),
    }),
  );
}

export async function givenSeatsLeft(packageId: string, seatsLeft: number, departureId = testDeparture.id): Promise<void> {
  await givenDeparture(packageId, { seatsLeft }, departureId);
}

/** The seats a departure of a test trip has left, as stored. */
export async function seatsLeftOn(packageId: string, departureId = testDeparture.id): Promise<number | undefined> {
  return (await findDeparture(packageId, departureId))?.seatsLeft;
}

/** A session cookie as the browser would send it after a sign-in. */
export async function givenSessionCookie(role: SessionRole, options: { lifetimeSeconds?: number; now?: Date } = {}) {
  const subject = role === 'admin' ? uniqueId('admin') : `${uniqueId('traveller')}@example.com`;
  const { id } = await createSession(
    { role, subject, lifetimeSeconds: options.lifetimeSeconds ?? 3600 },
    options.now ?? new Date(),
  );
  return { cookie: `__Host-sid=${id}`, subject, id };
}

/** A package of this test's own that departs well after any clock a test uses, so it can be booked. */
export async function givenBookablePackage(change: Partial<CatalogueEntry> = {}): Promise<CatalogueEntry> {
  return givenPackage({ isSoldOut: false, ...change });
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
    acceptTerms: true,
    ...change,
  };
}

/**
 * A booking made at `now` that holds its seats; with a status other than `pending` it is then
 * marked paid directly, its hold item left in place as if nothing had cleaned it up.
 */
export async function givenBooking(
  packageId: string,
  options: { travelers?: number; now?: Date; status?: StoredBookingStatus; departureId?: string; email?: string } = {},
): Promise<BookingRecord> {
  const booking = await createBooking(
    bookingRequest(packageId, {
      travelers: options.travelers ?? 1,
      ...(options.departureId ? { departureId: options.departureId } : {}),
      ...(options.email ? { email: options.email } : {}),
    }),
    options.now ?? new Date(),
    uniqueClientAddress(),
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
