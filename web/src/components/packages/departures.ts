import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';

/**
 * The first of a trip's upcoming departures that still has a seat. The API lists departures
 * soonest first, so this is the one a traveller would book next.
 */
export function nextOpenDeparture(trip: Pick<Package, 'isSoldOut' | 'departures'>): PackageDeparture | undefined {
  return trip.isSoldOut ? undefined : trip.departures.find((departure) => !departure.isSoldOut && departure.seatsLeft > 0);
}

/** A trip takes bookings: not flagged sold out and some upcoming departure has a seat. */
export function isBookable(trip: Pick<Package, 'isSoldOut' | 'departures'>): boolean {
  return nextOpenDeparture(trip) !== undefined;
}

/** The soonest departure with a seat across `packages`, with its trip; ties go to catalogue order. */
export function soonestOpenDeparture(packages: readonly Package[]): { trip: Package; departure: PackageDeparture } | undefined {
  let soonest: { trip: Package; departure: PackageDeparture } | undefined;
  for (const trip of packages) {
    const departure = nextOpenDeparture(trip);
    if (departure && (!soonest || departure.departureDate < soonest.departure.departureDate)) soonest = { trip, departure };
  }
  return soonest;
}

/** "1 seat left", "8 seats left", or "Sold out". */
export function seatsLeftLabel(departure: Pick<PackageDeparture, 'seatsLeft' | 'isSoldOut'>): string {
  if (departure.isSoldOut || departure.seatsLeft <= 0) return 'Sold out';
  return `${departure.seatsLeft} ${departure.seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

/** A departure's price beside its seats, " · $2,450 per person", when it is not the trip's. */
export function departurePriceText(price: number, tripPrice: number): string {
  return price === tripPrice ? '' : ` \u00b7 ${formatUsd(dollarsToCents(price))} per person`;
}
