import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { TripContent } from './trip-content';

export interface TripPageEntry {
  slug: string;
  packageId: string;
  /** Loads the page's content module: each destination's text is its own chunk. */
  load: () => Promise<TripContent>;
}

/**
 * Every destination page, in menu order. Slug and package id are repeated here so that links
 * (the sold-out list, the route table) need not download every page's content; a test checks
 * they match the modules.
 */
export const tripPages: readonly TripPageEntry[] = [
  { slug: 'morocco', packageId: packageIds.morocco, load: () => import('./morocco').then((m) => m.moroccoTrip) },
  { slug: 'morocco-7day', packageId: packageIds.morocco, load: () => import('./morocco-7day').then((m) => m.morocco7dayTrip) },
  { slug: 'tobago', packageId: packageIds.tobago, load: () => import('./tobago').then((m) => m.tobagoTrip) },
  { slug: 'st-lucia', packageId: packageIds.stLucia, load: () => import('./st-lucia').then((m) => m.stLuciaTrip) },
  { slug: 'guyana', packageId: packageIds.guyana, load: () => import('./guyana').then((m) => m.guyanaTrip) },
  { slug: 'cartagena', packageId: packageIds.cartagena, load: () => import('./cartagena').then((m) => m.cartagenaTrip) },
  { slug: 'belize', packageId: packageIds.belize, load: () => import('./belize').then((m) => m.belizeTrip) },
];

/**
 * The page of a package: the first destination page that sells it, else `/` and the destination
 * in lowercase (spec §2: the sold-out list links to '/' + destination).
 */
export function tripPathForPackage(trip: { id: string; destination: string }): string {
  const page = tripPages.find((entry) => entry.packageId === trip.id);
  return page ? `/${page.slug}` : `/${trip.destination.toLowerCase().replace(/\s+/g, '-')}`;
}
