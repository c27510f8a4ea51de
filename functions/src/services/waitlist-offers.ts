import { randomUUID } from 'node:crypto';
import { hasDeparted } from '@sunward/shared/rules/departure';
import { entriesToOffer, offerExpiry } from '@sunward/shared/rules/waitlist';
import type { TripAuditEntry } from '@sunward/shared/schemas/catalogue-admin';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { auditEntryPut } from '../store/audit-repository';
import type { TransactItem } from '../store/conditional-write';
import { type DepartureRecord, seatsOnSaleChange } from '../store/departure-repository';
import { mailPut } from '../store/outbox-repository';
import { findPackage } from '../store/package-repository';
import { backOnSale, type FreedSeats, type SeatsFreeing } from '../store/seats-freeing';
import { timedWorkPut } from '../store/timed-work-repository';
import { type RetryPolicy, retryTransaction } from '../store/transaction-retry';
import { type WaitlistEntryRecord, listWaitlist, waitlistEntryMove } from '../store/waitlist-repository';
import { entryLink, waitlistBookUrl, waitlistEntryUrl } from './waitlist-links';

/** A write that lost a race with another change to the line or the departure: read again and retry. */
export const lineRace: RetryPolicy = { maxAttempts: 8, backoffMs: (attempt) => Math.random() * 20 * attempt };

/** The timed work that lapses an offer when its time is up (decision 042's engine). */
export const WAITLIST_OFFER_LAPSE = 'waitlist-offer-lapse';

/**
 * The most offers one transaction makes: each is five writes, and the transaction that frees the
 * seats has its own. Seats beyond them go on sale; the next freeing offers again.
 */
export const MAX_OFFERS_PER_WRITE = 8;

/** Who made a change on the trip's history: the operator's username, the traveller, or the waitlist's own turn. */
export type WaitlistActor = string;
export const TRAVELLER = 'traveller';
export const IN_TURN = 'waitlist';

/** An entry's line on the trip's history (decision 053). */
export function waitlistAudit(
  entry: Pick<WaitlistEntryRecord, 'departureId' | 'name' | 'travelers'>,
  action: TripAuditEntry['action'],
  from: string | null,
  to: string,
  by: WaitlistActor,
  now: Date,
): TripAuditEntry {
  return {
    id: randomUUID(),
    at: now.toISOString(),
    by,
    action,
    departureId: entry.departureId,
    changes: [
      { field: 'waitlistEntry', from: null, to: `${entry.name} · ${entry.travelers} traveler${entry.travelers === 1 ? '' : 's'}` },
      { field: 'waitlistState', from, to },
    ],
  };
}

/** The first confirmed entries still waiting, in the order they confirmed. */
export function lineInOrder(entries: readonly WaitlistEntryRecord[]): WaitlistEntryRecord[] {
  return entries
    .filter((entry) => entry.state === 'waiting' && entry.confirmedAt !== undefined)
    .sort((a, b) => (a.confirmedAt ?? '').localeCompare(b.confirmedAt ?? '') || a.id.localeCompare(b.id));
}

export interface TripFacts {
  title: string;
  departure: DepartureRecord;
}

/** The trip and dates every waitlist mail names. */
export function tripMailFacts(trip: TripFacts) {
  return { tripTitle: trip.title, departureDate: trip.departure.departureDate, returnDate: trip.departure.returnDate };
}

/** The trip's title and the departure, read together (one query of the trip's partition). */
export async function readTripFacts(packageId: string, departureId: string): Promise<TripFacts | undefined> {
  const trip = await findPackage(packageId);
  const departure = trip?.departures.find((candidate) => candidate.id === departureId);
  return trip && departure ? { title: trip.title, departure } : undefined;
}

/**
 * The writes that make one entry an offer: its move to `offered` (from the state it was read in),
 * a new link, the offer's mail, its lapse as timed work and its line on the trip's history.
 */
export function offerWrites(
  entry: WaitlistEntryRecord,
  from: 'waiting' | 'unconfirmed',
  trip: TripFacts,
  expiresAt: Date,
  by: WaitlistActor,
  now: Date,
): TransactItem[] {
  const link = entryLink(entry, trip.departure);
  const mail: OutgoingMail = {
    to: entry.email,
    template: 'waitlistOffer',
    facts: {
      ...tripMailFacts(trip),
      travelers: entry.travelers,
      offerExpiresAt: expiresAt.toISOString(),
      bookUrl: waitlistBookUrl(entry, link.token),
      entryUrl: waitlistEntryUrl(link.token),
    },
  };
  const at = now.toISOString();
  return [
    waitlistEntryMove(entry, from, 'offered', {
      offeredAt: at,
      offerExpiresAt: expiresAt.toISOString(),
      ...(from === 'unconfirmed' ? { confirmedAt: at } : {}),
    }),
    link.put,
    mailPut(mail, now),
    timedWorkPut(WAITLIST_OFFER_LAPSE, entry.id, expiresAt, { packageId: entry.packageId, departureId: entry.departureId, email: entry.email }),
    auditEntryPut(entry.packageId, waitlistAudit(entry, 'waitlist-offered', from, 'offered', by, now)),
  ];
}

/** Whether a departure can still take offers at `now`, and until when one made now would run. */
export function offerEndOn(departure: DepartureRecord, now: Date): Date | null {
  if (departure.state !== 'open' || hasDeparted(departure.departureDate, now)) return null;
  return offerExpiry(now, departure);
}

export interface OfferRound {
  /** The departure's seat counter write: exactly one per transaction. */
  writes: TransactItem[];
  /** The entries offered seats, for the caller's answer. */
  offered: WaitlistEntryRecord[];
}

/**
 * The writes that free `seats` on a departure (decision 053), for the transaction that frees them:
 * the confirmed entries in line that fit get them as offers first, in order (an entry needing more
 * seats than are free is skipped and keeps its place), taking seats already on sale too when the
 * freed ones are not enough for the next entry; whatever is left goes on sale. So seats freed
 * while people wait are never on sale in between. `confirming` is an entry confirming its address
 * in this transaction: it counts as in line, last.
 *
 * The writes are conditional on every offered entry still waiting (and on the seats taken from sale
 * still being there): a transaction cancelled by them is read again and retried.
 */
export async function freeSeatsWrites(freed: FreedSeats, now: Date, confirming?: WaitlistEntryRecord): Promise<OfferRound> {
  const plain = { writes: freed.seats > 0 ? await backOnSale(freed) : [], offered: [] };
  if (freed.departureId === undefined) return plain;
  const [trip, entries] = await Promise.all([readTripFacts(freed.packageId, freed.departureId), listWaitlist(freed.packageId, freed.departureId)]);
  const line = [...lineInOrder(entries), ...(confirming ? [confirming] : [])];
  if (!trip || line.length === 0) return plain;
  const expiresAt = offerEndOn(trip.departure, now);
  if (expiresAt === null) return plain;

  const available = freed.seats + Math.max(0, trip.departure.seatsLeft);
  const { offered } = entriesToOffer(line, available);
  const made = offered.slice(0, MAX_OFFERS_PER_WRITE);
  if (made.length === 0) return plain;
  const held = made.reduce((sum, entry) => sum + entry.travelers, 0);
  return {
    writes: [
      seatsOnSaleChange(freed.packageId, freed.departureId, freed.seats - held, held - (freed.offered ? freed.seats : 0)),
      ...made.flatMap((entry) => offerWrites(entry, entry === confirming ? 'unconfirmed' : 'waiting', trip, expiresAt, IN_TURN, now)),
    ],
    offered: made,
  };
}

/** How every change that frees seats gives them back (decision 053): to the line first, then on sale. */
export function seatsToWaitlistFirst(now: Date): SeatsFreeing {
  return async (freed) => (await freeSeatsWrites(freed, now)).writes;
}

/**
 * Offers the seats on sale to the entries in line that fit, after a change that put seats on sale
 * without freeing a booking's (the operator raised a departure's capacity or opened it again).
 * Answers the entries offered.
 */
export async function offerSeatsOnSale(packageId: string, departureId: string, now: Date): Promise<WaitlistEntryRecord[]> {
  return retryTransaction<WaitlistEntryRecord[]>(lineRace, async () => {
    const round = await freeSeatsWrites({ packageId, departureId, seats: 0 }, now);
    if (round.offered.length === 0) return { answer: [] };
    return { write: round.writes, written: () => round.offered, cancelled: () => 'retry' };
  });
}
