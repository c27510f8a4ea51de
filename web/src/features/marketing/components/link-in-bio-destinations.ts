import { packageIds } from '@sunward/shared/catalogue/package-ids';

/** A trip card on the link-in-bio page: which package it shows and where it leads. */
export interface LinkInBioDestination {
  /** The package whose price and dates the card shows. */
  packageId: string;
  /** The card's own name; without one, the package's title. */
  name?: string;
  /** Where the route runs, when it is worth saying. */
  route?: string;
  badge: { label: string; palette: 'brand' | 'accent' | 'gray' };
  to: string;
  /** Shown until the package has loaded, so the row keeps its picture. */
  placeholderImage: string;
}

/** The three trips of the link-in-bio page (spec §2, Link-in-bio). Prices and dates come from the packages. */
export const linkInBioDestinations: readonly LinkInBioDestination[] = [
  {
    packageId: packageIds.morocco,
    name: 'Portugal and Morocco Discovery',
    route: 'Lisbon to Marrakech',
    badge: { label: 'Popular', palette: 'brand' },
    to: '/morocco',
    placeholderImage: '/images/trips/morocco.svg',
  },
  {
    packageId: packageIds.tobago,
    name: 'Tobago Island Escape',
    badge: { label: 'Hot Deal', palette: 'accent' },
    to: '/tobago',
    placeholderImage: '/images/trips/tobago.svg',
  },
  {
    packageId: packageIds.stLucia,
    badge: { label: 'Coming Soon', palette: 'gray' },
    to: '/st-lucia',
    placeholderImage: '/images/trips/st-lucia.svg',
  },
];
