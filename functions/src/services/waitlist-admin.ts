import { placeInLine } from '@sunward/shared/rules/waitlist';
import type { AdminWaitlist, AdminWaitlistEntry } from '@sunward/shared/schemas/waitlist';
import { conflict, notFound } from '../http/http-error';
import { seatsOnSaleChange } from '../store/departure-repository';
import { retryTransaction } from '../store/transaction-retry';
import { listWaitlist, type WaitlistEntryRecord } from '../store/waitlist-repository';
import { ENTRY_ENDED_MESSAGE, endWaitlistEntry } from './waitlist-entries';
import { lineRace, offerEndOn, offerWrites, readTripFacts } from './waitlist-offers';

export const DEPARTURE_NOT_FOUND = 'Departure not found';
export const ENTRY_NOT_FOUND = 'Waitlist entry not found';
export const NOT_WAITING_MESSAGE = 'This entry is not waiting for seats';
export const TOO_NEAR_MESSAGE = 'This departure is too near, or no longer open, for an offer';

export function seatsOnSaleMessage(seats: number): string {
  return `Only ${seats} ${seats === 1 ? 'seat is' : 'seats are'} on sale`;
}

function adminEntry(entry: WaitlistEntryRecord, line: readonly WaitlistEntryRecord[]): AdminWaitlistEntry {
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    travelers: entry.travelers,
    state: entry.state,
    joinedAt: entry.joinedAt,
    confirmedAt: entry.confirmedAt ?? null,
    placeInLine: placeInLine(entry, line),
    offeredAt: entry.offeredAt ?? null,
    offerExpiresAt: entry.offerExpiresAt ?? null,
    bookingId: entry.bookingId ?? null,
    endedAt: entry.endedAt ?? null,
  };
}

/** One departure's waitlist for the operator: the line by place, then the rest newest first, and the counts. */
export async function departureWaitlist(packageId: string, departureId: string): Promise<AdminWaitlist> {
  const [trip, entries] = await Promise.all([readTripFacts(packageId, departureId), listWaitlist(packageId, departureId)]);
  if (!trip) throw notFound(DEPARTURE_NOT_FOUND);
  const shown = entries.map((entry) => adminEntry(entry, entries));
  const inLine = shown.filter((entry) => entry.placeInLine !== null).sort((a, b) => (a.placeInLine ?? 0) - (b.placeInLine ?? 0));
  const rest = shown.filter((entry) => entry.placeInLine === null).sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
  const count = (state: AdminWaitlistEntry['state']) => entries.filter((entry) => entry.state === state).length;
  return {
    entries: [...inLine, ...rest],
    counts: {
      waiting: count('waiting'),
      offered: count('offered'),
      seatsOffered: entries.filter((entry) => entry.state === 'offered').reduce((sum, entry) => sum + entry.travelers, 0),
      booked: count('booked'),
      lapsed: count('lapsed'),
      unconfirmed: count('unconfirmed'),
    },
  };
}

async function entryById(packageId: string, departureId: string, entryId: string): Promise<{ entry: WaitlistEntryRecord; line: WaitlistEntryRecord[] }> {
  const line = await listWaitlist(packageId, departureId);
  const entry = line.find((candidate) => candidate.id === entryId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  return { entry, line };
}

/** The operator removes an entry; seats its offer held pass to the next entries. */
export async function removeWaitlistEntry(packageId: string, departureId: string, entryId: string, by: string, now: Date): Promise<AdminWaitlistEntry> {
  const { entry } = await entryById(packageId, departureId, entryId);
  const { entry: after, ended } = await endWaitlistEntry(entry, 'removed', by, now);
  if (!ended || after.id !== entryId) throw conflict(ENTRY_ENDED_MESSAGE);
  return adminEntry(after, []);
}

/**
 * The operator offers a waiting entry seats by hand, out of turn: taken from the seats on sale, on
 * condition that they are still there, with the same offer as one made in turn.
 */
export async function offerSeatsByHand(packageId: string, departureId: string, entryId: string, by: string, now: Date): Promise<AdminWaitlistEntry> {
  return retryTransaction<AdminWaitlistEntry>(lineRace, async () => {
    const [{ entry, line }, trip] = await Promise.all([entryById(packageId, departureId, entryId), readTripFacts(packageId, departureId)]);
    if (!trip) throw notFound(DEPARTURE_NOT_FOUND);
    if (entry.state !== 'waiting') throw conflict(NOT_WAITING_MESSAGE);
    const expiresAt = offerEndOn(trip.departure, now);
    if (expiresAt === null) throw conflict(TOO_NEAR_MESSAGE);
    if (trip.departure.seatsLeft < entry.travelers) throw conflict(seatsOnSaleMessage(Math.max(0, trip.departure.seatsLeft)));
    const offered: WaitlistEntryRecord = { ...entry, state: 'offered', offeredAt: now.toISOString(), offerExpiresAt: expiresAt.toISOString() };
    return {
      write: [seatsOnSaleChange(packageId, departureId, -entry.travelers, entry.travelers), ...offerWrites(entry, 'waiting', trip, expiresAt, by, now)],
      written: () => adminEntry(offered, line.map((other) => (other.id === entry.id ? offered : other))),
      cancelled: () => 'retry',
    };
  });
}
