import { routes } from '@sunward/shared/routes';
import { Package } from '@sunward/shared/schemas/package';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/get-package';
import { invoke } from '../support/invoke';
import { givenPackage, givenSeatsLeft, uniqueId } from '../support/test-data';

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
    });
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
