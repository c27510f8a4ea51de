import { routes } from '@sunward/shared/routes';
import { CreateBookingResponse } from '@sunward/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/create-booking';
import { createBooking } from '../../src/services/create-booking';
import { findBooking, listBookingsByEmail } from '../../src/store/booking-repository';
import { listHoldsDueBy } from '../../src/store/seat-hold-repository';
import { invoke } from '../support/invoke';
import {
  bookingRequest,
  departedDeparture,
  departureOn,
  givenBookablePackage,
  givenBooking,
  givenDeparture,
  givenSeatsLeft,
  seatsLeftOn,
  testDeparture,
  uniqueClientAddress,
  uniqueId,
} from '../support/test-data';

/** What CloudFront says of a traveller on a network of their own (decision 037): people booking at once are many addresses. */
const fromAnotherViewer = () => ({ 'cloudfront-viewer-address': `${uniqueClientAddress()}:443` });

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
      departureId: testDeparture.id,
      departureDate: testDeparture.departureDate,
      returnDate: testDeparture.returnDate,
      balanceDueDate: '2099-05-25',
      termsAcceptedAt: booking.createdAt,
    });
    const created = Date.parse(booking.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(booking.holdExpiresAt) - created).toBe(15 * 60_000);
    expect(await seatsLeftOn(trip.id)).toBe(10);
    expect(await findBooking(booking.id)).toMatchObject({ totalCents: 531600, depositCents: 60000, status: 'pending', departureId: testDeparture.id });
  });

  it('keeps when the terms were accepted, by the clock the booking was made at', async () => {
    const trip = await givenBookablePackage();
    const now = new Date('2030-05-01T12:34:56.000Z');

    const booked = await createBooking(bookingRequest(trip.id), now, uniqueClientAddress());

    expect(await findBooking(booked.id)).toMatchObject({ termsAcceptedAt: '2030-05-01T12:34:56.000Z', createdAt: '2030-05-01T12:34:56.000Z' });
  });

  it.each<[string, unknown]>([
    ['without the terms accepted', undefined],
    ['with the terms declined', false],
  ])('refuses a booking %s, holding no seat', async (_label, acceptTerms) => {
    const trip = await givenBookablePackage();
    const { acceptTerms: _accepted, ...withoutTerms } = bookingRequest(trip.id);

    const response = await invoke(handler, routes.createBooking, {
      body: acceptTerms === undefined ? withoutTerms : { ...withoutTerms, acceptTerms },
    });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [expect.objectContaining({ path: ['acceptTerms'], message: 'Please accept the booking terms' })] });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('prices the booking from its departure when the departure has its own price', async () => {
    const trip = await givenBookablePackage({ priceCents: 129900, departures: [departureOn('2099-02-11', { priceCents: 149900 })] });

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id, { travelers: 2 }) });

    expect(CreateBookingResponse.parse(response.json).booking).toMatchObject({ packagePrice: 1499, balanceDue: 299800 });
  });

  it('books the departure asked for, and only its seats', async () => {
    const [june, july] = [departureOn('2099-06-10'), departureOn('2099-07-08')];
    const trip = await givenBookablePackage({ capacity: 12, departures: [june, july] });

    const response = await invoke(handler, routes.createBooking, { body: { ...bookingRequest(trip.id, { travelers: 3 }), departureId: july.id } });

    expect(response.status).toBe(201);
    const { booking } = CreateBookingResponse.parse(response.json);
    expect(booking).toMatchObject({ departureId: july.id, departureDate: '2099-07-08', returnDate: '2099-07-13' });
    expect(await seatsLeftOn(trip.id, july.id)).toBe(9);
    expect(await seatsLeftOn(trip.id, june.id)).toBe(12);
    const holds = await listHoldsDueBy(new Date(booking.holdExpiresAt));
    expect(holds.find((hold) => hold.bookingId === booking.id)).toMatchObject({ departureId: july.id, travelers: 3 });
  });

  it.each([
    ['the next departure', 2, '2099-02-11'],
    ['the next departure with enough seats', 3, '2099-03-11'],
  ])('books %s when none is named', async (_label, travelers, expected) => {
    const trip = await givenBookablePackage({
      departures: [departedDeparture, departureOn('2099-03-11'), departureOn('2099-02-11'), departureOn('2099-01-14', { state: 'closed' })],
    });
    await givenSeatsLeft(trip.id, 2, '2099-02-11');

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id, { travelers }) });

    expect(response.status).toBe(201);
    expect(CreateBookingResponse.parse(response.json).booking.departureId).toBe(expected);
  });

  it('tells a group too large for any departure how many seats the roomiest one has', async () => {
    const trip = await givenBookablePackage({ departures: [departureOn('2099-02-11'), departureOn('2099-03-11')] });
    await givenSeatsLeft(trip.id, 2, '2099-02-11');
    await givenSeatsLeft(trip.id, 3, '2099-03-11');

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id, { travelers: 4 }) });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'Only 3 seats left on this trip' });
  });

  it('lists the booking under its e-mail', async () => {
    const trip = await givenBookablePackage();
    const request = bookingRequest(trip.id);

    const response = await invoke(handler, routes.createBooking, { body: request });

    const { booking } = CreateBookingResponse.parse(response.json);
    expect((await listBookingsByEmail(request.email)).map((found) => found.id)).toEqual([booking.id]);
  });

  it.each([
    ['every departure has left', [departedDeparture]],
    ['it has no departure', []],
  ])('answers 409 sold out when %s', async (_label, departures) => {
    const trip = await givenBookablePackage({ departures });

    const response = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id) });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'This trip is sold out' });
  });

  it('answers 404 for a departure the trip does not have, taking no seat', async () => {
    const trip = await givenBookablePackage();

    const response = await invoke(handler, routes.createBooking, { body: { ...bookingRequest(trip.id), departureId: '2099-12-31' } });

    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Departure not found' });
    expect(await seatsLeftOn(trip.id)).toBe(trip.capacity);
  });

  it.each([
    ['closed', 'This departure is closed for booking'],
    ['cancelled', 'This departure was cancelled'],
  ] as const)('answers 409 for a %s departure, taking no seat', async (state, message) => {
    const trip = await givenBookablePackage();
    await givenDeparture(trip.id, { state });

    const response = await invoke(handler, routes.createBooking, { body: { ...bookingRequest(trip.id), departureId: testDeparture.id } });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message });
    expect(await seatsLeftOn(trip.id)).toBe(trip.capacity);
  });

  it('answers 409 for a departure that has left, taking no seat', async () => {
    const trip = await givenBookablePackage({ departures: [departedDeparture, testDeparture] });

    const response = await invoke(handler, routes.createBooking, { body: { ...bookingRequest(trip.id), departureId: departedDeparture.id } });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'This departure has already left' });
    expect(await seatsLeftOn(trip.id, departedDeparture.id)).toBe(trip.capacity);
  });

  it('refuses a departure leaving today, by the clock the booking is made with', async () => {
    const trip = await givenBookablePackage({ departures: [departureOn('2030-05-02')] });
    const request = { ...bookingRequest(trip.id), departureId: '2030-05-02' };

    await expect(createBooking(request, new Date('2030-05-02T00:00:00.000Z'), uniqueClientAddress())).rejects.toMatchObject({
      status: 409,
      message: 'This departure has already left',
    });
    const booked = await createBooking(request, new Date('2030-05-01T23:59:59.000Z'), uniqueClientAddress());
    expect(booked.departureId).toBe('2030-05-02');
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
      Array.from({ length: 30 }, () => invoke(handler, routes.createBooking, { body: bookingRequest(trip.id), headers: fromAnotherViewer() })),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(seats);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30 - seats);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.json).toEqual({ message: 'This trip is sold out' });
    }
    expect(await seatsLeftOn(trip.id)).toBe(0);
  });

  it('never oversells one departure to 30 people booking it at once, and leaves the other alone', async () => {
    const [june, july] = [departureOn('2099-06-10'), departureOn('2099-07-08')];
    const trip = await givenBookablePackage({ capacity: 12, departures: [june, july] });
    await givenSeatsLeft(trip.id, 5, july.id);

    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        invoke(handler, routes.createBooking, { body: { ...bookingRequest(trip.id), departureId: july.id }, headers: fromAnotherViewer() }),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    for (const response of responses.filter((r) => r.status === 201)) {
      expect(CreateBookingResponse.parse(response.json).booking.departureId).toBe(july.id);
    }
    expect(await seatsLeftOn(trip.id, july.id)).toBe(0);
    expect(await seatsLeftOn(trip.id, june.id)).toBe(12);
  });

  it('books every seat when as many people as seats book at once', async () => {
    const trip = await givenBookablePackage();
    await givenSeatsLeft(trip.id, 30);

    const responses = await Promise.all(
      Array.from({ length: 30 }, () => invoke(handler, routes.createBooking, { body: bookingRequest(trip.id), headers: fromAnotherViewer() })),
    );

    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 30 }, () => 201));
    expect(await seatsLeftOn(trip.id)).toBe(0);
  });

  describe('unpaid holds of one address', () => {
    it('refuses a fourth unpaid booking with a 429, taking no seat, and books again once a hold lapses', async () => {
      const trip = await givenBookablePackage();
      const email = `${uniqueId('holder')}@example.com`;
      const now = new Date('2031-03-10T10:00:00.000Z');
      for (const minutes of [0, 1, 2]) {
        await createBooking(bookingRequest(trip.id, { email }), new Date(now.getTime() + minutes * 60_000), uniqueClientAddress());
      }
      const seatsBefore = await seatsLeftOn(trip.id);

      const refused = await invoke(handler, routes.createBooking, { body: bookingRequest(trip.id, { email: email.toUpperCase() }) });

      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: expect.stringContaining('waiting for their deposit') });
      expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
      expect(await listBookingsByEmail(email)).toHaveLength(3);

      const afterFirstLapsed = new Date(now.getTime() + 15 * 60_000);
      await expect(createBooking(bookingRequest(trip.id, { email }), afterFirstLapsed, uniqueClientAddress())).resolves.toMatchObject({ status: 'pending' });
    });

    it('does not count bookings whose deposit is paid', async () => {
      const trip = await givenBookablePackage();
      const email = `${uniqueId('repeat')}@example.com`;
      const now = new Date('2031-03-10T10:00:00.000Z');
      for (let i = 0; i < 3; i++) await givenBooking(trip.id, { email, now, status: 'deposit_paid' });

      await expect(createBooking(bookingRequest(trip.id, { email }), now, uniqueClientAddress())).resolves.toMatchObject({ status: 'pending' });
    });
  });
});
