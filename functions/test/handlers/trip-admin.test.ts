import { routes } from '@sunward/shared/routes';
import type { BookingStatus } from '@sunward/shared/schemas/booking';
import { AdminDeparture, AdminTrip, AdminTripList, Manifest, TripAudit } from '@sunward/shared/schemas/catalogue-admin';
import { PackageList } from '@sunward/shared/schemas/package';
import { departureKey } from '@sunward/shared/table';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as createBooking } from '../../src/handlers/create-booking';
import { handler as createDeparture } from '../../src/handlers/create-departure';
import { handler as getDepartureManifest } from '../../src/handlers/get-departure-manifest';
import { handler as listPackages } from '../../src/handlers/list-packages';
import { handler as listTripAudit } from '../../src/handlers/list-trip-audit';
import { handler as listTrips } from '../../src/handlers/list-trips';
import { handler as updateDeparture } from '../../src/handlers/update-departure';
import { handler as updateTrip } from '../../src/handlers/update-trip';
import { departureManifest } from '../../src/services/browse-trips';
import { STALE_DEPARTURE_MESSAGE, STALE_TRIP_MESSAGE } from '../../src/services/edit-catalogue';
import type { BookingRecord } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { findPackage, upsertCatalogueEntry } from '../../src/store/package-repository';
import { invoke } from '../support/invoke';
import {
  bookingRequest,
  departedDeparture,
  departureOn,
  givenBooking,
  givenBookablePackage,
  givenSessionCookie,
  seatsLeftOn,
  testDeparture,
} from '../support/test-data';

/** A date `days` after today, `YYYY-MM-DD`: the handlers run on the real clock. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function admin() {
  return givenSessionCookie('admin');
}

async function tripsAs(cookie: string) {
  const response = await invoke(listTrips, routes.listTrips, { cookies: [cookie] });
  expect(response.status).toBe(200);
  return AdminTripList.parse(response.json);
}

async function tripAs(cookie: string, id: string): Promise<AdminTrip> {
  const trip = (await tripsAs(cookie)).find((candidate) => candidate.id === id);
  if (!trip) throw new Error(`Trip ${id} is not listed`);
  return trip;
}

function addDeparture(cookie: string, tripId: string, body: Record<string, unknown>) {
  return invoke(createDeparture, routes.createDeparture, { cookies: [cookie], params: { id: tripId }, body });
}

function patchDeparture(cookie: string, tripId: string, departureId: string, body: Record<string, unknown>) {
  return invoke(updateDeparture, routes.updateDeparture, { cookies: [cookie], params: { id: tripId, departureId }, body });
}

async function auditOf(cookie: string, tripId: string) {
  const response = await invoke(listTripAudit, routes.listTripAudit, { cookies: [cookie], params: { id: tripId } });
  expect(response.status).toBe(200);
  return TripAudit.parse(response.json);
}

async function storedDeparture(tripId: string, departureId: string) {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: departureKey(tripId, departureId), ConsistentRead: true }));
  return Item;
}

describe('GET /api/trips', () => {
  it('lists a trip with every departure in date order, seats sold, held and left', async () => {
    const trip = await givenBookablePackage({ capacity: 12, departures: [testDeparture, departedDeparture] });
    await givenBooking(trip.id, { travelers: 2, status: 'deposit_paid' });
    await givenBooking(trip.id, { travelers: 3 });
    const { cookie } = await admin();

    const listed = await tripAs(cookie, trip.id);

    expect(listed).toMatchObject({ id: trip.id, price: trip.priceCents / 100, highlights: trip.highlights, isSoldOut: false, version: 1 });
    expect(listed.departures.map((departure) => departure.id)).toEqual([departedDeparture.id, testDeparture.id]);
    expect(listed.departures[1]).toMatchObject({ capacity: 12, seatsLeft: 7, seatsSold: 2, seatsHeld: 3, customPrice: null, state: 'open', version: 1 });
  });
});

describe('POST /api/trips/{id}/departures', () => {
  it('adds a departure that the site lists and that takes a booking by its id', async () => {
    const trip = await givenBookablePackage();
    const { cookie } = await admin();
    const departureDate = daysFromToday(100);

    const added = await addDeparture(cookie, trip.id, { departureDate, returnDate: daysFromToday(105), capacity: 8, price: 1499 });

    expect(added.status).toBe(201);
    const departure = AdminDeparture.parse(added.json);
    expect(departure).toMatchObject({ id: departureDate, capacity: 8, seatsLeft: 8, seatsSold: 0, seatsHeld: 0, price: 1499, customPrice: 1499, state: 'open', version: 1 });

    const packages = PackageList.parse((await invoke(listPackages, routes.listPackages)).json);
    expect(packages.find((p) => p.id === trip.id)?.departures).toContainEqual(
      expect.objectContaining({ id: departureDate, seatsLeft: 8, price: 1499, isSoldOut: false }),
    );

    const booking = await invoke(createBooking, routes.createBooking, { body: bookingRequest(trip.id, { travelers: 2, departureId: departureDate }) });
    expect(booking.status).toBe(201);
    expect(booking.json).toMatchObject({ booking: { departureId: departureDate, packagePrice: 1499 } });
    expect(await seatsLeftOn(trip.id, departureDate)).toBe(6);
  });

  it('gives a second departure of the same date an id of its own', async () => {
    const trip = await givenBookablePackage();
    const { cookie } = await admin();
    const body = { departureDate: daysFromToday(60), returnDate: daysFromToday(64), capacity: 10 };

    const first = AdminDeparture.parse((await addDeparture(cookie, trip.id, body)).json);
    const second = AdminDeparture.parse((await addDeparture(cookie, trip.id, body)).json);

    expect([first.id, second.id]).toEqual([body.departureDate, `${body.departureDate}-2`]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['leaving today', { departureDate: daysFromToday(0) }, 'departureDate'],
    ['returning before it leaves', { returnDate: daysFromToday(20) }, 'returnDate'],
    ['for 61 travellers', { capacity: 61 }, 'capacity'],
    ['at a price in cents', { price: 999.5 }, 'price'],
  ])('answers 400 with the field for a departure %s, and writes nothing', async (_label, change, field) => {
    const trip = await givenBookablePackage();
    const { cookie } = await admin();

    const response = await addDeparture(cookie, trip.id, { departureDate: daysFromToday(30), returnDate: daysFromToday(35), capacity: 10, ...change });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [expect.objectContaining({ path: [field] })] });
    expect((await findPackage(trip.id))?.departures).toHaveLength(1);
    expect(await auditOf(cookie, trip.id)).toEqual([]);
  });

  it('answers 404 for a trip that does not exist', async () => {
    const { cookie } = await admin();

    const response = await addDeparture(cookie, 'no-such-trip', { departureDate: daysFromToday(30), returnDate: daysFromToday(35), capacity: 10 });

    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Trip not found' });
  });
});

describe('PATCH /api/trips/{id}/departures/{departureId}', () => {
  it('moves seats left with the capacity, and the dates with their index key', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    await givenBooking(trip.id, { travelers: 3 });
    const { cookie } = await admin();
    const departureDate = '2099-08-01';

    const response = await patchDeparture(cookie, trip.id, testDeparture.id, { version: 1, capacity: 16, departureDate, returnDate: '2099-08-06' });

    expect(response.status).toBe(200);
    expect(AdminDeparture.parse(response.json)).toMatchObject({ id: testDeparture.id, departureDate, capacity: 16, seatsLeft: 13, seatsHeld: 3, version: 2 });
    expect(await storedDeparture(trip.id, testDeparture.id)).toMatchObject({ typeSk: `${departureDate}#${trip.id}#${testDeparture.id}` });
    const packages = PackageList.parse((await invoke(listPackages, routes.listPackages)).json);
    expect(packages.find((p) => p.id === trip.id)?.departures).toEqual([expect.objectContaining({ id: testDeparture.id, departureDate })]);
  });

  it('refuses a capacity below the seats already taken with their number, and writes nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    await givenBooking(trip.id, { travelers: 4, status: 'deposit_paid' });
    await givenBooking(trip.id, { travelers: 3 });
    const { cookie } = await admin();
    const before = await storedDeparture(trip.id, testDeparture.id);

    const response = await patchDeparture(cookie, trip.id, testDeparture.id, { version: 1, capacity: 6 });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'Capacity cannot be less than the 7 seats already taken' });
    expect(await storedDeparture(trip.id, testDeparture.id)).toEqual(before);
    expect(await auditOf(cookie, trip.id)).toEqual([]);

    const exact = await patchDeparture(cookie, trip.id, testDeparture.id, { version: 1, capacity: 7 });
    expect(exact.status).toBe(200);
    expect(AdminDeparture.parse(exact.json)).toMatchObject({ capacity: 7, seatsLeft: 0, seatsSold: 4, seatsHeld: 3 });
  });

  it('refuses a stale version with a clear message, and writes nothing', async () => {
    const trip = await givenBookablePackage();
    const { cookie } = await admin();
    expect((await patchDeparture(cookie, trip.id, testDeparture.id, { version: 1, state: 'closed' })).status).toBe(200);
    const before = await storedDeparture(trip.id, testDeparture.id);

    const stale = await patchDeparture(cookie, trip.id, testDeparture.id, { version: 1, capacity: 20 });

    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: STALE_DEPARTURE_MESSAGE });
    expect(await storedDeparture(trip.id, testDeparture.id)).toEqual(before);
    expect(await auditOf(cookie, trip.id)).toHaveLength(1);
  });

  it('lets exactly one of two edits made from the same version win', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const [first, second] = await Promise.all([admin(), admin()]);

    const answers = await Promise.all([
      patchDeparture(first.cookie, trip.id, testDeparture.id, { version: 1, capacity: 20 }),
      patchDeparture(second.cookie, trip.id, testDeparture.id, { version: 1, capacity: 8 }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const stored = await storedDeparture(trip.id, testDeparture.id);
    expect(stored).toMatchObject({ version: 2, capacity: winner === 0 ? 20 : 8, seatsLeft: winner === 0 ? 20 : 8 });
    const audit = await auditOf(first.cookie, trip.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.by).toBe(winner === 0 ? first.subject : second.subject);
  });

  it('keeps an audit entry of who changed what, newest first', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const { cookie, subject } = await admin();

    await patchDeparture(cookie, trip.id, testDeparture.id, { version: 1, capacity: 14, price: 1599 });
    await patchDeparture(cookie, trip.id, testDeparture.id, { version: 2, price: null, state: 'closed' });

    const audit = await auditOf(cookie, trip.id);
    expect(audit).toEqual([
      expect.objectContaining({
        by: subject,
        action: 'departure-changed',
        departureId: testDeparture.id,
        changes: [
          { field: 'price', from: 1599, to: null },
          { field: 'state', from: 'open', to: 'closed' },
        ],
      }),
      expect.objectContaining({
        by: subject,
        changes: [
          { field: 'capacity', from: 12, to: 14 },
          { field: 'price', from: null, to: 1599 },
        ],
      }),
    ]);
    expect(Date.parse(audit[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(audit[1]?.at ?? ''));
  });

  it('answers 404 for a departure the trip does not have', async () => {
    const trip = await givenBookablePackage();
    const { cookie } = await admin();

    const response = await patchDeparture(cookie, trip.id, '2099-01-01', { version: 1, capacity: 10 });

    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Departure not found' });
  });
});

describe('PATCH /api/trips/{id}', () => {
  it('changes price, highlights and the sold-out flag, which the site shows and a re-seed keeps', async () => {
    const trip = await givenBookablePackage();
    const { cookie, subject } = await admin();

    const response = await invoke(updateTrip, routes.updateTrip, {
      cookies: [cookie],
      params: { id: trip.id },
      body: { version: 1, price: 1111, highlights: ['Reef snorkelling', 'Rainforest walk'], isSoldOut: true },
    });

    expect(response.status).toBe(200);
    expect(AdminTrip.parse(response.json)).toMatchObject({ price: 1111, highlights: ['Reef snorkelling', 'Rainforest walk'], isSoldOut: true, version: 2 });
    await upsertCatalogueEntry(trip, 9000);
    const shown = PackageList.parse((await invoke(listPackages, routes.listPackages)).json).find((p) => p.id === trip.id);
    expect(shown).toMatchObject({ price: 1111, highlights: ['Reef snorkelling', 'Rainforest walk'], isSoldOut: true });
    expect((await auditOf(cookie, trip.id))[0]).toMatchObject({ by: subject, action: 'trip-changed', departureId: null });
  });

  it('answers the changed trip with its departures’ seats sold, read from their bookings', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    await givenBooking(trip.id, { travelers: 2, status: 'deposit_paid' });
    const { cookie } = await admin();

    const response = await invoke(updateTrip, routes.updateTrip, { cookies: [cookie], params: { id: trip.id }, body: { version: 1, price: 1250 } });

    expect(response.status).toBe(200);
    expect(AdminTrip.parse(response.json).departures).toEqual([expect.objectContaining({ id: testDeparture.id, seatsSold: 2, seatsLeft: 10 })]);
  });

  it('refuses a stale version and writes nothing', async () => {
    const trip = await givenBookablePackage();
    const { cookie } = await admin();
    const edit = (body: Record<string, unknown>) => invoke(updateTrip, routes.updateTrip, { cookies: [cookie], params: { id: trip.id }, body });
    expect((await edit({ version: 1, price: 1200 })).status).toBe(200);

    const stale = await edit({ version: 1, price: 1300 });

    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: STALE_TRIP_MESSAGE });
    expect(await findPackage(trip.id)).toMatchObject({ priceCents: 120000, version: 2 });
    expect(await auditOf(cookie, trip.id)).toHaveLength(1);
  });
});

describe('GET /api/trips/{id}/departures/{departureId}/manifest', () => {
  function entryOf(booking: BookingRecord, status: BookingStatus, travelers: number) {
    return {
      bookingId: booking.id,
      reference: booking.reference,
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      phone: booking.phone,
      travelers,
      status,
      amountPaid: booking.amountPaidCents,
      balanceDue: booking.balanceDueCents,
      createdAt: booking.createdAt,
      departureDate: testDeparture.departureDate,
      returnDate: testDeparture.returnDate,
      balanceDueDate: booking.balanceDueDate,
      notes: [],
    };
  }

  async function manifestAs(cookie: string, tripId: string, departureId: string) {
    const response = await invoke(getDepartureManifest, routes.getDepartureManifest, { cookies: [cookie], params: { id: tripId, departureId } });
    expect(response.status).toBe(200);
    return Manifest.parse(response.json);
  }

  it('lists the travelling party of that departure and, apart, its unpaid holds; lapsed and cancelled bookings in neither', async () => {
    const other = departureOn('2099-09-01');
    const trip = await givenBookablePackage({ departures: [testDeparture, other] });
    const paid = await givenBooking(trip.id, { travelers: 2, departureId: testDeparture.id, status: 'deposit_paid' });
    const confirmed = await givenBooking(trip.id, { departureId: testDeparture.id, status: 'confirmed' });
    const held = await givenBooking(trip.id, { travelers: 3, departureId: testDeparture.id });
    // Booked two hours ago and never paid: its hold lapsed, whether or not the expiry job has run yet.
    await givenBooking(trip.id, { departureId: testDeparture.id, now: new Date(Date.now() - 2 * 3_600_000) });
    await givenBooking(trip.id, { departureId: testDeparture.id, status: 'expired' });
    await givenBooking(trip.id, { departureId: testDeparture.id, status: 'cancelled' });
    await givenBooking(trip.id, { departureId: other.id, status: 'deposit_paid' });
    const { cookie } = await admin();

    const manifest = await manifestAs(cookie, trip.id, testDeparture.id);

    expect(manifest.unpaidHolds).toEqual([entryOf(held, 'pending', 3)]);
    expect(manifest.travelling.map((entry) => entry.bookingId).toSorted()).toEqual([paid.id, confirmed.id].toSorted());
    expect(manifest.travelling.find((entry) => entry.bookingId === paid.id)).toEqual(entryOf(paid, 'deposit_paid', 2));
    expect(manifest.travelling.find((entry) => entry.bookingId === confirmed.id)).toEqual(entryOf(confirmed, 'confirmed', 1));
  });

  it('answers a booking past its due date as overdue, still in the travelling party, and a hold lapsed by then in neither', async () => {
    const trip = await givenBookablePackage({ departures: [testDeparture] });
    const paid = await givenBooking(trip.id, { travelers: 2, status: 'deposit_paid' });
    await givenBooking(trip.id);
    if (!paid.balanceDueDate) throw new Error('A booking on a departure has a due date');
    // The morning after two days past the due date, New York time.
    const now = new Date(`${paid.balanceDueDate}T12:00:00.000Z`);
    now.setUTCDate(now.getUTCDate() + 2);

    const manifest = await departureManifest(trip.id, testDeparture.id, now);

    expect(manifest).toEqual({ travelling: [entryOf(paid, 'overdue', 2)], unpaidHolds: [] });
  });

  it('is two empty lists for a departure nobody booked', async () => {
    const trip = await givenBookablePackage({ departures: [testDeparture] });
    const { cookie } = await admin();

    expect(await manifestAs(cookie, trip.id, testDeparture.id)).toEqual({ travelling: [], unpaidHolds: [] });
  });
});

describe('the trip admin routes', () => {
  const calls = [
    [routes.listTrips, listTrips, {}],
    [routes.updateTrip, updateTrip, { params: { id: 'tobago-island-escape' }, body: { version: 1, isSoldOut: true } }],
    [routes.createDeparture, createDeparture, { params: { id: 'tobago-island-escape' }, body: { departureDate: '2099-01-01', returnDate: '2099-01-05', capacity: 10 } }],
    [routes.updateDeparture, updateDeparture, { params: { id: 'tobago-island-escape', departureId: '2099-01-01' }, body: { version: 1, capacity: 10 } }],
    [routes.listTripAudit, listTripAudit, { params: { id: 'tobago-island-escape' } }],
    [routes.getDepartureManifest, getDepartureManifest, { params: { id: 'tobago-island-escape', departureId: '2099-01-01' } }],
  ] as const;

  it.each(calls.map(([route, handler, call]) => [route.handler, route, handler, call] as const))(
    '%s answers 401 without a session and to a customer',
    async (_name, route, handler, call) => {
      const { cookie } = await givenSessionCookie('customer');

      expect((await invoke(handler, route, call)).status).toBe(401);
      expect((await invoke(handler, route, { ...call, cookies: [cookie] })).status).toBe(401);
    },
  );
});
