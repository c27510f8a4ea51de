import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { Package } from '@sunward/shared/schemas/package';
import { isBookable } from '../../../components/packages/departures';

/** The home page's trips, sorted into its lists. */
export interface HomeTrips {
  /** Up front, each card able to open its full details: the Morocco trips. */
  featured: Package[];
  /** Among the other tours, with a card of its own: St. Lucia Carnival. */
  carnival: Package | undefined;
  /** Every other trip that takes bookings, in catalogue order. */
  tours: Package[];
}

/**
 * Every trip that takes bookings has a place in one of the home page's lists, so a trip added
 * to the catalogue appears without a change here; sold-out trips, and those whose departures
 * have all left, appear in none.
 */
export function homeTrips(packages: readonly Package[] | undefined): HomeTrips {
  const available = packages?.filter(isBookable) ?? [];
  const isFeatured = (trip: Package) => trip.destination === 'Morocco';
  const isCarnival = (trip: Package) => trip.id === packageIds.stLucia;
  return {
    featured: available.filter(isFeatured),
    carnival: available.find(isCarnival),
    tours: available.filter((trip) => !isFeatured(trip) && !isCarnival(trip)),
  };
}
