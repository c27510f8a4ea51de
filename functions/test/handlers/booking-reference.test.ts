import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isBookingReference } from '@sunward/shared/rules/booking-reference';
import { routes } from '@sunward/shared/routes';
import { CreateBookingResponse } from '@sunward/shared/schemas/booking';
import { bookingKey, bookingReferenceKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as createBooking } from '../../src/handlers/create-booking';
import { toBookingResponse } from '../../src/mappers/booking-response';
import { findBooking } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { clientHoldsWrite, readClientHolds } from '../../src/store/client-holds-repository';
import { createBookingWithHold } from '../../src/store/seat-hold-repository';
import { invoke } from '../support/invoke';
import { bookingRequest, givenBookablePackage, givenBooking, seatsLeftOn, testDeparture, uniqueClientAddress } from '../support/test-data';

describe('booking references', () => {
  it('gives each new booking a unique SGT- reference, stored, reserved and answered', async () => {
    const trip = await givenBookablePackage({ capacity: 40 });

    const responses = await Promise.all(
      // Ten travellers, each on a network of their own (decision 037).
      Array.from({ length: 10 }, () =>
        invoke(createBooking, routes.createBooking, { body: bookingRequest(trip.id), headers: { 'cloudfront-viewer-address': `${uniqueClientAddress()}:443` } }),
      ),
    );

    const references = responses.map((response) => CreateBookingResponse.parse(response.json).booking.reference);
    expect(new Set(references).size).toBe(10);
    for (const reference of references) expect(isBookingReference(reference)).toBe(true);
    const { booking } = CreateBookingResponse.parse(responses[0]?.json);
    expect((await findBooking(booking.id))?.reference).toBe(booking.reference);
    const reserved = await documentClient.send(new GetCommand({ TableName: tableName, Key: bookingReferenceKey(booking.reference) }));
    expect(reserved.Item).toMatchObject({ bookingId: booking.id });
  });

  it('writes nothing when the reference drawn is already another booking’s', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const taken = await givenBooking(trip.id);
    const seatsBefore = await seatsLeftOn(trip.id);
    const reference = taken.reference ?? '';

    const second = { ...taken, id: `${taken.id}-second`, reference, departureId: testDeparture.id };
    const client = await readClientHolds(uniqueClientAddress());

    const result = await createBookingWithHold(second, '2026-11-23', clientHoldsWrite(client, [], second, 10, new Date()));

    expect(result).toEqual({ held: false, referenceTaken: true });
    expect(await findBooking(`${taken.id}-second`)).toBeUndefined();
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
  });

  it('answers a stable reference derived from the id for a booking stored before references existed', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: bookingKey(booking.id) }));
    const { reference: _dropped, ...legacy } = Item ?? {};
    await documentClient.send(new PutCommand({ TableName: tableName, Item: legacy }));
    await documentClient.send(new DeleteCommand({ TableName: tableName, Key: bookingReferenceKey(booking.reference ?? '') }));

    const stored = await findBooking(booking.id);
    const first = stored && toBookingResponse(stored, new Date(stored.createdAt)).reference;
    const again = stored && toBookingResponse(stored, new Date(stored.createdAt)).reference;

    expect(stored?.reference).toBeUndefined();
    expect(first).toBe(again);
    expect(isBookingReference(first ?? '')).toBe(true);
  });
});
