import { catalogue } from '@sunward/shared/catalogue/packages';
import { routes } from '@sunward/shared/routes';
import { PackageList } from '@sunward/shared/schemas/package';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/list-packages';
import { seedCatalogue } from '../../src/jobs/seed-catalogue';
import { invoke } from '../support/invoke';
import { givenPackage, givenSeatsLeft } from '../support/test-data';

describe('GET /api/packages', () => {
  beforeAll(async () => {
    await seedCatalogue();
  });

  it('lists the catalogue in order, priced in dollars, with seats left', async () => {
    const response = await invoke(handler, routes.listPackages);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const packages = PackageList.parse(response.json).filter((p) => catalogue.some((entry) => entry.id === p.id));
    expect(packages.map((p) => p.id)).toEqual(catalogue.map((entry) => entry.id));
    expect(packages.find((p) => p.destination === 'Morocco')).toMatchObject({
      price: 2658,
      departureDate: '2026-07-09',
      returnDate: '2026-07-14',
      isPopular: true,
      isSoldOut: false,
    });
    expect(packages.find((p) => p.destination === 'Tobago')).toMatchObject({ price: 1299, isHotDeal: true });
    expect(packages.filter((p) => p.isSoldOut).map((p) => p.destination)).toEqual(['Guyana', 'Colombia']);
  });

  it('reads a package with no seats left as sold out', async () => {
    const trip = await givenPackage({ isSoldOut: false });
    await givenSeatsLeft(trip.id, 0);

    const response = await invoke(handler, routes.listPackages);

    const listed = PackageList.parse(response.json).find((p) => p.id === trip.id);
    expect(listed).toMatchObject({ seatsLeft: 0, isSoldOut: true });
  });
});
