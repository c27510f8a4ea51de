import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { Package } from '@sunward/shared/schemas/package';
import { isBookable } from '../../../components/packages/departures';
import { tripPathForPackage } from '../../../content/trips/trip-pages';

/** A trip card on the link-in-bio page: the package it shows, and how the card presents it. */
export interface LinkInBioDestination {
  trip: Package;
  /** The card's name: the page's own for a trip, else the package's title. */
  name: string;
  /** Where the route runs, when it is worth saying. */
  route?: string;
  badge?: { label: string; palette: 'brand' | 'accent' | 'gray' };
  to: string;
}

type Presentation = Partial<Pick<LinkInBioDestination, 'name' | 'route' | 'badge'>>;

/** The page's own words for some trips (spec §2, Link-in-bio); prices, dates and membership come from the packages. */
const presentation: Partial<Record<string, Presentation>> = {
  [packageIds.morocco]: { name: 'Portugal and Morocco Discovery', route: 'Lisbon to Marrakech' },
  [packageIds.stLucia]: { badge: { label: 'Coming Soon', palette: 'gray' } },
};

function badgeOf(trip: Package): LinkInBioDestination['badge'] {
  if (trip.isPopular) return { label: 'Popular', palette: 'brand' };
  if (trip.isHotDeal) return { label: 'Hot Deal', palette: 'accent' };
  return undefined;
}

/**
 * The link-in-bio page's trips: every one that takes bookings, in catalogue order, so a trip
 * added to the catalogue (or one that sells out) changes the page without a change here.
 */
export function linkInBioDestinations(packages: readonly Package[]): LinkInBioDestination[] {
  return packages.filter(isBookable).map((trip) => {
    const own = presentation[trip.id];
    return { trip, name: own?.name ?? trip.title, route: own?.route, badge: own?.badge ?? badgeOf(trip), to: tripPathForPackage(trip) };
  });
}
