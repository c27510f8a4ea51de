import { bookingPath } from './booking-path';

/**
 * The waitlist's join page for one departure, `/waitlist/join?package=<id>&departure=<departureId>`
 * (decision 053). Plain text building only: the static pages' departures refresh writes it too.
 */
export function waitlistJoinPath(packageId: string, departureId: string): string {
  return `/waitlist/join?package=${encodeURIComponent(packageId)}&departure=${encodeURIComponent(departureId)}`;
}

/**
 * The booking form opened from a waitlist offer: the departure's booking path with the entry's
 * token in the fragment, `#waitlist=<token>`, which never reaches a server or a log.
 */
export function waitlistOfferPath(packageId: string, departureId: string, token: string): string {
  return `${bookingPath(packageId, departureId)}#waitlist=${encodeURIComponent(token)}`;
}

/** The page of one waitlist entry, `/waitlist#token=<token>`, as its mails link to it. */
export function waitlistEntryPath(token: string): string {
  return `/waitlist#token=${encodeURIComponent(token)}`;
}
