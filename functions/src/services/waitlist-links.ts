import { createHash, randomBytes } from 'node:crypto';
import { addDays } from '@sunward/shared/rules/agency-calendar';
import { readSiteSettings } from '../settings/site';
import type { TransactItem } from '../store/conditional-write';
import type { DepartureRecord } from '../store/departure-repository';
import { type WaitlistEntryRecord, waitlistLinkPut } from '../store/waitlist-repository';

const site = readSiteSettings();

/**
 * What the table keeps of a link's token. It is 256 random bits, so a plain SHA-256 is enough: a
 * leaked table opens no entry, and no secret has to be granted to hash it.
 */
export function waitlistTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The entry's page, the token in the fragment: it reaches no server log and no `Referer`. */
export function waitlistEntryUrl(token: string): string {
  return `${site.SITE_URL}/waitlist#token=${token}`;
}

/** The booking form for an offer's seats: the trip and departure in the query, the token in the fragment. */
export function waitlistBookUrl(entry: Pick<WaitlistEntryRecord, 'packageId' | 'departureId'>, token: string): string {
  const query = new URLSearchParams({ package: entry.packageId, departure: entry.departureId });
  return `${site.SITE_URL}/booking?${query.toString()}#waitlist=${token}`;
}

/**
 * A new link to an entry, for a mail: a fresh token (each mail its own, so the store keeps no
 * token it could mail again) that works until the day after the departure, when the line is over.
 */
export function entryLink(entry: Pick<WaitlistEntryRecord, 'packageId' | 'departureId' | 'email'>, departure: Pick<DepartureRecord, 'departureDate'>): { token: string; put: TransactItem } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.parse(`${addDays(departure.departureDate, 1)}T00:00:00Z`) / 1000);
  return {
    token,
    put: waitlistLinkPut(waitlistTokenHash(token), { packageId: entry.packageId, departureId: entry.departureId, email: entry.email, expiresAt }),
  };
}
