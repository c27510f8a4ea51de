import { routes } from '@sunward/shared/routes';
import { CreateBookingResponse } from '@sunward/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/create-booking';
import { findBooking, listBookingsByEmail } from '../../src/store/booking-repository';
import { findPackage } from '../../src/store/package-repository';
import { invoke } from '../support/invoke';
import { bookingRequest, givenBookablePackage, givenSeatsLeft, uniqueId } from '../support/test-data';

async function seatsLeftOn(packageId: string): Promise<number | undefined> {
  return (await findPackage(packageId))?.seatsLeft;
}

describe('POST /api/bookings', () => {
  it('books the trip priced from its own data, whatever price the body claims', async () => {
    const trip = await givenBookablePackage({ priceCents: 265800, capacity: 12 });
    const before = Date.now();

    const response = await invoke(handler, routes.createBooking, {
      body: {
        ...bookingRequest(trip.id, { travelers: 2, email: 'Ana.Lima@Example.com' }),
        packageTitle: 'A cheaper trip',
        packagePrice: 1,
        depositAmount: 0,
        remainingAmount: 0,
      },
    });

    expect(response.status).toBe(201);
    const { booking } = CreateBookingResponse.parse(response.json);
    expect(booking).toMatchObject({
      packageId: trip.id,
      packageTitle: trip.title,
      packagePrice: 2658,
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana.lima@example.com',
      phone: '+1 555 010 2030',
      travelers: 2,
      depositAmount: 600,
      remainingAmount: 4716,
      amountPaid: 0,
      balanceDue: 531600,
      status: 'pending',
      depositPaid: false,
      fullPaymentPaid: false,
      depositPaymentIntentId: null,
    });
    const created = Date.parse(booking.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(booking.holdExpiresAt) - created).toBe(30 * 60_000);
    expect(await seatsLeftOn(trip.id)).toBe(10);
    expect(await findBooking(booking.id)).toMatchObject({ totalCents: 531600, depositCents: 60000, status: 'pending' });
  });

  it('lists the booking under its e-mail', async () => {
    const trip = await givenBookablePackage();
    const request = bookingRequest(trip.id);

    const response = await invoke(handler, routes.createBooking, { body: request });

    const { booking } = CreateBookingResponse.parse(response.json);
    expect((await listBookingsByEmail(request.email)).map((found) => found.id)).toEqual([booking.id]);
  });

  it('books a trip with open dates', async () => {
    const trip = await givenBookablePackage({ departureDate: null, returnDate: null });

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id) });

    expect(response.status).toBe(201);
  });

  it('answers 404 for an unknown package', async () => {
    const response = await invoke(handler, routes.createBooking, {
      body: bookingRequest(uniqueId('no-such-trip')),
    });

    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Package not found' });
  });

  it('answers 409 for a trip flagged sold out, taking no seat', async () => {
    const trip = await givenBookablePackage({ isSoldOut: true });

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id) });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'This trip is sold out' });
    expect(await seatsLeftOn(trip.id)).toBe(trip.capacity);
  });

  it('answers 409 for a trip with no seat left', async () => {
    const trip = await givenBookablePackage();
    await givenSeatsLeft(trip.id, 0);

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id) });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'This trip is sold out' });
    expect(await seatsLeftOn(trip.id)).toBe(0);
  });

  it.each([
    [2, 3, 'Only 2 seats left on this trip'],
    [1, 4, 'Only 1 seat left on this trip'],
  ])('answers 409 with %i seats left for %i travelers', async (seats, travelers, message) => {
    const trip = await givenBookablePackage();
    await givenSeatsLeft(trip.id, seats);

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id, { travelers }) });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message });
    expect(await seatsLeftOn(trip.id)).toBe(seats);
  });

  it('answers 409 for a trip that has departed', async () => {
    const trip = await givenBookablePackage({ departureDate: '2020-03-01', returnDate: '2020-03-06' });

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id) });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'This trip has already departed' });
    expect(await seatsLeftOn(trip.id)).toBe(trip.capacity);
  });

  it.each([
    ['travelers', { travelers: 11 }],
    ['travelers', { travelers: 0 }],
    ['phone', { phone: 'call me' }],
    ['email', { email: 'ana@' }],
    ['firstName', { firstName: '' }],
  ])('answers 400 naming %s and writes nothing', async (field, change) => {
    const trip = await givenBookablePackage();
    const request = { ...bookingRequest(trip.id), ...change };

    const response = await invoke(handler, routes.createBooking, { body: request });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [{ path: [field] }] });
    expect(await seatsLeftOn(trip.id)).toBe(trip.capacity);
    expect(await listBookingsByEmail(request.email)).toEqual([]);
  });

  it('never oversells the last seats to 30 people booking at once', async () => {
    const seats = 4;
    const trip = await givenBookablePackage();
    await givenSeatsLeft(trip.id, seats);

    const responses = await Promise.all(
      Array.from({ length: 30 }, () => invoke(handler, routes.createBooking, { body: bookingRequest(trip.id) })),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(seats);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30 - seats);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.json).toEqual({ message: 'This trip is sold out' });
    }
    expect(await seatsLeftOn(trip.id)).toBe(0);
  });

  it('books every seat when as many people as seats book at once', async () => {
    const trip = await givenBookablePackage();
    await givenSeatsLeft(trip.id, 30);

    const responses = await Promise.all(
      Array.from({ length: 30 }, () => invoke(handler, routes.createBooking, { body: bookingRequest(trip.id) })),
    );

    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 30 }, () => 201));
    expect(await seatsLeftOn(trip.id)).toBe(0);
  });
});
