import { catalogue } from '@sunward/shared/catalogue/packages';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/jobs/seed-catalogue';
import { findPackage, upsertCatalogueEntry } from '../../src/store/package-repository';
import { departureOn, givenDeparture, givenPackage, givenSeatsLeft, seatsLeftOn, testDeparture } from '../support/test-data';

describe('seeding the catalogue', () => {
  it('writes every catalogue package with each of its departures', async () => {
    await seedCatalogue();

    for (const entry of catalogue) {
      const stored = await findPackage(entry.id);
      expect(stored).toMatchObject({ id: entry.id, priceCents: entry.priceCents, flaggedSoldOut: entry.isSoldOut });
      expect(stored?.departures.map((departure) => departure.id).toSorted()).toEqual(entry.departures.map((departure) => departure.id).toSorted());
      for (const departure of stored?.departures ?? []) {
        expect(departure).toMatchObject({ packageId: entry.id, capacity: entry.capacity, state: 'open', version: 1 });
        expect(departure.seatsLeft).toBeLessThanOrEqual(entry.capacity);
      }
    }
  });

  it('updates a price on re-seed without giving back seats already taken', async () => {
    const trip = await givenPackage({ priceCents: 100000 });
    await givenSeatsLeft(trip.id, 5);

    await upsertCatalogueEntry({ ...trip, priceCents: 120000 }, 9000);

    expect(await findPackage(trip.id)).toMatchObject({ priceCents: 120000 });
    expect(await seatsLeftOn(trip.id)).toBe(5);
  });

  it('keeps the operator\u2019s changes to a departure, and adds new departures, on re-seed', async () => {
    const trip = await givenPackage();
    await givenDeparture(trip.id, { state: 'closed', seatsLeft: 7 });
    const added = departureOn('2099-09-09');

    await upsertCatalogueEntry({ ...trip, departures: [{ ...testDeparture, capacity: 20 }, added] }, 9000);

    const stored = await findPackage(trip.id);
    expect(stored?.departures.find((departure) => departure.id === testDeparture.id)).toMatchObject({ state: 'closed', seatsLeft: 7, capacity: 12 });
    expect(stored?.departures.find((departure) => departure.id === added.id)).toMatchObject({ state: 'open', seatsLeft: 12, capacity: 12 });
  });

  it('gives a departure its own capacity and price when the catalogue sets them', async () => {
    const trip = await givenPackage({ capacity: 12, departures: [departureOn('2099-01-14', { capacity: 16, priceCents: 99900 })] });

    expect((await findPackage(trip.id))?.departures).toEqual([
      expect.objectContaining({ id: '2099-01-14', capacity: 16, seatsLeft: 16, priceCents: 99900 }),
    ]);
  });
});
