import { routes } from '@sunward/shared/routes';
import { Package } from '@sunward/shared/schemas/package';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/get-package';
import { invoke } from '../support/invoke';
import { showPackage } from '../../src/services/browse-packages';
import { departedDeparture, departureOn, givenDeparture, givenPackage, givenSeatsLeft, testDeparture, uniqueId } from '../support/test-data';

describe('GET /api/packages/{id}', () => {
  it('answers the package with its price in dollars and its seats', async () => {
    const trip = await givenPackage({ priceCents: 129950, capacity: 12 });

    const response = await invoke(handler, routes.getPackage, { params: { id: trip.id } });

    expect(response.status).toBe(200);
    expect(Package.parse(response.json)).toMatchObject({
      id: trip.id,
      title: trip.title,
      price: 1299.5,
      seatsLeft: 12,
      isSoldOut: false,
      departureDate: testDeparture.departureDate,
      returnDate: testDeparture.returnDate,
      departures: [
        {
          id: testDeparture.id,
          departureDate: testDeparture.departureDate,
          returnDate: testDeparture.returnDate,
          seatsLeft: 12,
          price: 1299.5,
          balanceDueDate: '2099-05-25',
          isSoldOut: false,
        },
      ],
    });
  });

  it('shows a departure’s own price and balance due date', async () => {
    const trip = await givenPackage({
      priceCents: 129900,
      departures: [departureOn('2099-01-14', { priceCents: 139900, balanceDueDate: '2098-12-01' })],
    });

    const response = await invoke(handler, routes.getPackage, { params: { id: trip.id } });

    expect(Package.parse(response.json)).toMatchObject({
      price: 1399,
      departures: [{ id: '2099-01-14', price: 1399, balanceDueDate: '2098-12-01' }],
    });
  });

  it('shows only the departures still to come, by the clock it is asked with', async () => {
    const trip = await givenPackage({ departures: [departedDeparture, departureOn('2030-05-02'), testDeparture] });

    const onTheDay = await showPackage(trip.id, new Date('2030-05-02T08:00:00.000Z'));
    const dayBefore = await showPackage(trip.id, new Date('2030-05-01T08:00:00.000Z'));

    expect(onTheDay.departures?.map((d) => d.id)).toEqual([testDeparture.id]);
    expect(dayBefore.departures?.map((d) => d.id)).toEqual(['2030-05-02', testDeparture.id]);
    expect(dayBefore).toMatchObject({ departureDate: '2030-05-02' });
  });

  it('shows a trip whose only departure was cancelled as sold out, without dates', async () => {
    const trip = await givenPackage({ isSoldOut: false });
    await givenDeparture(trip.id, { state: 'cancelled' });

    const response = await invoke(handler, routes.getPackage, { params: { id: trip.id } });

    expect(response.json).toMatchObject({ isSoldOut: true, departureDate: null, returnDate: null, seatsLeft: 0, departures: [] });
  });

  it('shows a flagged package as sold out even with seats left', async () => {
    const trip = await givenPackage({ isSoldOut: true });

    const response = await invoke(handler, routes.getPackage, { params: { id: trip.id } });

    expect(response.json).toMatchObject({ isSoldOut: true, seatsLeft: 12 });
  });

  it('shows a package whose seats are all held as sold out', async () => {
    const trip = await givenPackage();
    await givenSeatsLeft(trip.id, 0);

    const response = await invoke(handler, routes.getPackage, { params: { id: trip.id } });

    expect(response.json).toMatchObject({ isSoldOut: true, seatsLeft: 0 });
  });

  it('answers 404 JSON for an unknown id', async () => {
    const response = await invoke(handler, routes.getPackage, { params: { id: uniqueId('no-such-trip') } });

    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Package not found' });
  });

  it('answers 400 with the field for an id that cannot exist', async () => {
    const response = await invoke(handler, routes.getPackage, { params: { id: 'Not An Id!' } });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [{ path: ['id'], message: 'Not a valid id' }] });
  });
});
