import { catalogue } from '@sunward/shared/catalogue/packages';
import { describe, expect, it } from 'vitest';
import { isBookable } from '../../../../components/packages/departures';
import { catalogueAsPackages } from '../../../../lib/catalogue-packages';
import { homeTrips } from '../home-trips';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day after each departure of the catalogue leaves, and the day before the first: each changes what is on sale. */
const offerChanges = [...new Set(catalogue.flatMap((entry) => entry.departures.map((departure) => Date.parse(`${departure.departureDate}T00:00:00.000Z`))))]
  .toSorted((a, b) => a - b)
  .flatMap((time, index) => [...(index === 0 ? [time - DAY_MS] : []), time + DAY_MS])
  .map((time) => new Date(time));

describe("the home page's lists", () => {
  it.each(offerChanges.map((now) => [now.toISOString().slice(0, 10), now] as const))('hold every trip on sale on %s, once each, and no other', (_day, now) => {
    const packages = catalogueAsPackages(now);
    const { featured, carnival, tours } = homeTrips(packages);
    const listed = [...featured, ...(carnival ? [carnival] : []), ...tours].map((trip) => trip.id);
    expect(listed.toSorted()).toEqual(packages.filter(isBookable).map((trip) => trip.id).toSorted());
  });

  it('have something to list in the season ahead of the catalogue', () => {
    expect(offerChanges.some((now) => homeTrips(catalogueAsPackages(now)).tours.length > 1)).toBe(true);
  });
});
