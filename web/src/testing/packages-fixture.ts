import { catalogue } from '@sunward/shared/catalogue/packages';
import { cents, centsToDollars } from '@sunward/shared/money';
import { balanceDueDateOf } from '@sunward/shared/rules/departure-balance-due';
import { departurePriceCents } from '@sunward/shared/rules/departure-price';
import { headlineDeparture, isTripSoldOut, upcomingDepartures } from '@sunward/shared/rules/departure-schedule';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';

/**
 * The day the fixture is read on, fixed so that tests never depend on today: the 2026 departures
 * have left, the 2027 season is ahead.
 */
export const FIXTURE_NOW = new Date('2026-11-23T12:00:00.000Z');

function departuresAsSeeded(entry: CatalogueEntry) {
  return entry.departures.map((departure) => ({
    ...departure,
    state: departure.state ?? 'open',
    seatsLeft: departure.capacity ?? entry.capacity,
    priceCents: departure.priceCents === undefined ? undefined : cents(departure.priceCents),
  }));
}

/**
 * The shared catalogue as `GET /api/packages` answers it on a fresh table at `now`: every seat
 * free, only upcoming departures listed, the trip's dates those of its first departure with a seat.
 */
export function catalogueAsPackages(now: Date = FIXTURE_NOW): Package[] {
  return catalogue.map((entry) => {
    const departures = departuresAsSeeded(entry);
    const headline = headlineDeparture(departures, now);
    const priceOf = (departure: { priceCents?: ReturnType<typeof cents> | undefined }) =>
      centsToDollars(departurePriceCents(departure, cents(entry.priceCents)));
    return {
      id: entry.id,
      title: entry.title,
      description: entry.description,
      destination: entry.destination,
      duration: entry.duration,
      price: headline ? priceOf(headline) : centsToDollars(cents(entry.priceCents)),
      highlights: entry.highlights,
      imageUrl: entry.imageUrl,
      isPopular: entry.isPopular,
      isHotDeal: entry.isHotDeal,
      isSoldOut: isTripSoldOut(entry.isSoldOut, departures, now),
      departureDate: headline?.departureDate ?? null,
      returnDate: headline?.returnDate ?? null,
      seatsLeft: headline?.seatsLeft ?? 0,
      departures: upcomingDepartures(departures, now).map(
        (departure): PackageDeparture => ({
          id: departure.id,
          departureDate: departure.departureDate,
          returnDate: departure.returnDate,
          seatsLeft: departure.seatsLeft,
          price: priceOf(departure),
          balanceDueDate: balanceDueDateOf(departure),
          isSoldOut: entry.isSoldOut || departure.seatsLeft <= 0,
        }),
      ),
    };
  });
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
