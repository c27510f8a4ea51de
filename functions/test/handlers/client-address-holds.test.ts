import { routes } from '@sunward/shared/routes';
import { CreateBookingResponse } from '@sunward/shared/schemas/booking';
import { clientAddressKey } from '@sunward/shared/rules/client-address';
import { bookingKey, clientHoldsKey } from '@sunward/shared/table';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readHoldSettings } from '../../src/settings/holds';
import { listBookingsByEmail } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { invoke } from '../support/invoke';

// The other handler files raise the cap, as they all book from 127.0.0.1; this one has a module
// graph of its own (vitest.config.ts) and imports the handler with the cap a deployment has.
// The test data books through the service too, so it is imported after the cap is put back.
delete process.env.HELD_SEATS_PER_CLIENT_ADDRESS;
const { handler } = await import('../../src/handlers/create-booking');
const { createBooking } = await import('../../src/services/create-booking');
const { bookingRequest, givenBookablePackage, givenSeatsLeft, seatsLeftOn, uniqueClientAddress } = await import('../support/test-data');

/** A request as CloudFront forwards it from `address` (port after the last colon, as CloudFront writes it). */
const from = (address: string, headers: Record<string, string> = {}) => ({ 'cloudfront-viewer-address': `${address}:51234`, ...headers });

const book = (packageId: string, address: string, travelers: number, headers: Record<string, string> = {}) =>
  invoke(handler, routes.createBooking, { body: bookingRequest(packageId, { travelers }), headers: from(address, headers) });

describe('unpaid seats held per client address (decision 037)', () => {
  it('books a family of 10 in one go, then refuses that address more seats with a 429 and Retry-After, writing nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const address = '198.51.100.23';

    const family = await book(trip.id, address, 10);
    expect(family.status).toBe(201);

    const request = bookingRequest(trip.id, { travelers: 1 });
    const refused = await invoke(handler, routes.createBooking, { body: request, headers: from(address) });

    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: expect.stringContaining('waiting for a deposit from your network') });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await seatsLeftOn(trip.id)).toBe(2);
    expect(await listBookingsByEmail(request.email)).toEqual([]);
  });

  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    const trip = await givenBookablePackage({ capacity: 30 });
    await givenSeatsLeft(trip.id, 30);
    const prefix = uniqueClientAddress().replace(/::1$/, '');

    expect((await book(trip.id, `${prefix}:1:2:3:4`, 6)).status).toBe(201);
    expect((await book(trip.id, `${prefix}:ffff:0:0:9`, 5)).status).toBe(429);
    expect((await book(trip.id, `${prefix}:ffff:0:0:9`, 4)).status).toBe(201);
    expect((await book(trip.id, uniqueClientAddress(), 10)).status).toBe(201);
    expect(await seatsLeftOn(trip.id)).toBe(30 - 6 - 4 - 10);
  });

  it('counts by the address CloudFront saw, whatever X-Forwarded-For a client sends', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const address = '203.0.113.77';

    expect((await book(trip.id, address, 10, { 'x-forwarded-for': '192.0.2.1' })).status).toBe(201);
    expect((await book(trip.id, address, 1, { 'x-forwarded-for': '192.0.2.2' })).status).toBe(429);
  });

  it('does not count bookings whose deposit is paid, or whose hold lapsed', async () => {
    const trip = await givenBookablePackage({ capacity: 40 });
    await givenSeatsLeft(trip.id, 40);
    const address = uniqueClientAddress();
    const now = new Date('2031-03-10T10:00:00.000Z');

    const paid = await createBooking(bookingRequest(trip.id, { travelers: 10 }), now, address);
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: bookingKey(paid.id),
        UpdateExpression: 'SET #status = :paid',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':paid': 'deposit_paid' },
      }),
    );
    await expect(createBooking(bookingRequest(trip.id, { travelers: 10 }), now, address)).resolves.toMatchObject({ status: 'pending' });

    await expect(createBooking(bookingRequest(trip.id, { travelers: 1 }), new Date(now.getTime() + 14 * 60_000), address)).rejects.toMatchObject({ status: 429 });
    await expect(createBooking(bookingRequest(trip.id, { travelers: 10 }), new Date(now.getTime() + 15 * 60_000), address)).resolves.toMatchObject({ status: 'pending' });
  });

  it('lets no two bookings from one address at once pass the cap together', async () => {
    const trip = await givenBookablePackage({ capacity: 30 });
    await givenSeatsLeft(trip.id, 30);
    const address = uniqueClientAddress();

    const responses = await Promise.all(Array.from({ length: 6 }, () => book(trip.id, address, 3)));

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await seatsLeftOn(trip.id)).toBe(30 - 9);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: clientHoldsKey(clientAddressKey(address)), ConsistentRead: true }));
    const booked = responses.filter((response) => response.status === 201).map((response) => CreateBookingResponse.parse(response.json).booking.id);
    expect(Object.keys((Item as { bookings: Record<string, number> }).bookings).sort()).toEqual(booked.sort());
  });

  it('may be raised for the local stack, never below the largest booking', () => {
    expect(readHoldSettings({}).HELD_SEATS_PER_CLIENT_ADDRESS).toBe(10);
    expect(readHoldSettings({ HELD_SEATS_PER_CLIENT_ADDRESS: '500' }).HELD_SEATS_PER_CLIENT_ADDRESS).toBe(500);
    expect(() => readHoldSettings({ HELD_SEATS_PER_CLIENT_ADDRESS: '9' })).toThrow(/HELD_SEATS_PER_CLIENT_ADDRESS/);
  });
});
