import { catalogue } from '@sunward/shared/catalogue/packages';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/jobs/seed-catalogue';
import { findPackage, upsertCatalogueEntry } from '../../src/store/package-repository';
import { givenPackage, givenSeatsLeft } from '../support/test-data';

describe('seeding the catalogue', () => {
  it('writes every catalogue package with all its seats', async () => {
    await seedCatalogue();

    for (const entry of catalogue) {
      const stored = await findPackage(entry.id);
      expect(stored).toMatchObject({ id: entry.id, priceCents: entry.priceCents });
      expect(stored?.seatsLeft).toBeLessThanOrEqual(entry.capacity);
    }
  });

  it('updates a price on re-seed without giving back held seats', async () => {
    const trip = await givenPackage({ priceCents: 100000 });
    await givenSeatsLeft(trip.id, 5);

    await upsertCatalogueEntry({ ...trip, priceCents: 120000 }, 9000);

    expect(await findPackage(trip.id)).toMatchObject({ priceCents: 120000, seatsLeft: 5 });
  });
});
