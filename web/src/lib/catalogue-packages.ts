import { catalogue } from '@sunward/shared/catalogue/packages';
import { cents, centsToDollars } from '@sunward/shared/money';
import { balanceDueDateOf } from '@sunward/shared/rules/departure-balance-due';
import { departurePriceCents } from '@sunward/shared/rules/departure-price';
import { headlineDeparture, isTripSoldOut, upcomingDepartures } from '@sunward/shared/rules/departure-schedule';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';

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
 * The prerendered pages show it as of their build (`now` is the build's clock); the API's answer
 * replaces it once the page runs.
 */
export function catalogueAsPackages(now: Date): Package[] {
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

