import type { Package } from '@sunward/shared/schemas/package';
import type { TripContent } from '../../../content/trips/trip-content';
import { isBookable } from '../../../components/packages/departures';
import { bookingPath } from '../../../lib/booking-path';

/** What the page knows about its package: still loading, failed to load, or loaded (maybe absent). */
export type TripPackageState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void; isRetrying: boolean }
  | { status: 'success'; trip: Package | undefined };

export interface TripAction {
  label: string;
  to: string;
}

/** The loaded package, if there is one. */
export function loadedPackage(state: TripPackageState): Package | undefined {
  return state.status === 'success' ? state.trip : undefined;
}

/** A loaded package that can be booked: present, not sold out, with an upcoming departure that has a seat. */
export function bookablePackage(state: TripPackageState): Package | undefined {
  const trip = loadedPackage(state);
  return trip && isBookable(trip) ? trip : undefined;
}

/** The package is loaded and takes no booking: sold out, or no upcoming departure has a seat. */
export function isSoldOut(state: TripPackageState): boolean {
  const trip = loadedPackage(state);
  return trip !== undefined && !isBookable(trip);
}

/**
 * The hero's two buttons. A bookable package books; a sold-out one invites an inquiry and
 * leads back home; before the package is known the page's fallback applies (spec §2).
 */
export function heroActions(content: TripContent, state: TripPackageState): { primary: TripAction; secondary: TripAction } {
  if (isSoldOut(state)) {
    return {
      primary: { label: 'Inquire About Future Trips', to: '/contact' },
      secondary: { label: 'View Available Trips', to: '/' },
    };
  }
  const secondary = { label: 'Ask Questions', to: '/contact' };
  const trip = bookablePackage(state);
  if (trip) return { primary: { label: 'Book Now', to: bookingPath(trip.id) }, secondary };
  switch (content.bookingFallback ?? 'contact') {
    case 'booking':
      return { primary: { label: 'Book Now', to: bookingPath(content.packageId) }, secondary };
    case 'packages-anchor':
      return { primary: { label: 'See Dates & Prices', to: '#packages' }, secondary };
    case 'contact':
      return { primary: { label: 'Ask About Dates', to: '/contact' }, secondary: { label: 'View All Trips', to: '/' } };
  }
}
