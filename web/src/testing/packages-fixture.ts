import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';
import { catalogueAsPackages as catalogueAt } from '../lib/catalogue-packages';

/**
 * The day the fixture is read on, fixed so that tests never depend on today: the 2026 departures
 * have left, the 2027 season is ahead.
 */
export const FIXTURE_NOW = new Date('2026-11-23T12:00:00.000Z');

/** The shared catalogue as `GET /api/packages` answers it on a fresh table at `now` (the fixture's day by default). */
export function catalogueAsPackages(now: Date = FIXTURE_NOW): Package[] {
  return catalogueAt(now);
}

/** One package of the fixture by id; throws for an id the catalogue does not have. */
export function fixturePackage(id: string, now: Date = FIXTURE_NOW): Package {
  const trip = catalogueAsPackages(now).find((candidate) => candidate.id === id);
  if (!trip) throw new Error(`No package ${id} in the catalogue`);
  return trip;
}

/**
 * A package with its departures changed (seats sold, a departure full), the trip's summary
 * fields following them as the server would set them.
 */
export function withDepartures(trip: Package, departures: PackageDeparture[]): Package {
  const headline = departures.find((departure) => !departure.isSoldOut) ?? departures[0];
  return {
    ...trip,
    departures,
    isSoldOut: departures.every((departure) => departure.isSoldOut),
    departureDate: headline?.departureDate ?? null,
    returnDate: headline?.returnDate ?? null,
    seatsLeft: headline?.seatsLeft ?? 0,
    price: headline?.price ?? trip.price,
  };
}
