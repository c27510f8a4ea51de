import { randomUUID } from 'node:crypto';
import { hasDeparted } from '@sunward/shared/rules/departure';
import { placeInLine } from '@sunward/shared/rules/waitlist';
import { isHoneypotFilled } from '@sunward/shared/schemas/honeypot';
import type { JoinWaitlistRequest, WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { conflict, notFound } from '../http/http-error';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { logger } from '../observability/logger';
import { auditEntryPut } from '../store/audit-repository';
import { mailPut } from '../store/outbox-repository';
import { retryTransaction } from '../store/transaction-retry';
import { findWaitlistEntry, findWaitlistLink, listWaitlist, type WaitlistEntryRecord, waitlistEntryMove, waitlistEntryPut } from '../store/waitlist-repository';
import { entryLink, waitlistEntryUrl, waitlistTokenHash } from './waitlist-links';
import { freeSeatsWrites, lineRace, readTripFacts, TRAVELLER, type TripFacts, tripMailFacts, waitlistAudit } from './waitlist-offers';

export const DEPARTURE_NOT_ON_SALE_MESSAGE = 'This departure is not on sale';
export const HAS_SEATS_MESSAGE = 'This departure has seats for your group: book them instead';
export const LINK_NOT_VALID_MESSAGE = 'This waitlist link is not valid';
export const ENTRY_ENDED_MESSAGE = 'This place on the waitlist has ended';

/** An address that joined but never confirmed may join again after this long: a new link is mailed. */
export const UNCONFIRMED_RESEND_MINUTES = 15;

/**
 * Puts an address on a sold-out departure's waitlist, unconfirmed, with a link mailed to confirm
 * it (decision 053). The answer is the same whether the address was new or already in line, so
 * joining tells nobody who waits; an address already in line gets nothing new. A departure that
 * still has seats for the group is refused: it can be booked.
 */
export async function joinWaitlist(request: JoinWaitlistRequest, now: Date): Promise<void> {
  const trip = await readTripFacts(request.packageId, request.departureId);
  if (!trip || trip.departure.state !== 'open' || hasDeparted(trip.departure.departureDate, now)) throw notFound(DEPARTURE_NOT_ON_SALE_MESSAGE);
  if (trip.departure.seatsLeft >= request.travelers) throw conflict(HAS_SEATS_MESSAGE);
  if (isHoneypotFilled(request.website)) return;

  const entry: WaitlistEntryRecord = {
    id: randomUUID(),
    packageId: request.packageId,
    departureId: request.departureId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    travelers: request.travelers,
    state: 'unconfirmed',
    joinedAt: now.toISOString(),
  };
  const link = entryLink(entry, trip.departure);
  const mail: OutgoingMail = {
    to: entry.email,
    template: 'waitlistConfirmation',
    facts: {
      ...tripMailFacts(trip),
      travelers: entry.travelers,
      entryUrl: waitlistEntryUrl(link.token),
    },
  };
  const resendBefore = new Date(now.getTime() - UNCONFIRMED_RESEND_MINUTES * 60_000).toISOString();
  const joined = await retryTransaction<boolean>(lineRace, () => ({
    write: [waitlistEntryPut(entry, resendBefore), link.put, mailPut(mail, now)],
    written: () => true,
    cancelled: (reasons) => (reasons[0] === 'ConditionalCheckFailed' ? { answer: false } : 'retry'),
  }));
  if (!joined) logger.info('Waitlist join not written: the address already holds a place in this line');
}

/** The entry a link opens, with its trip, or the 404 that says the link opens nothing. */
async function openLink(token: string, now: Date): Promise<{ entry: WaitlistEntryRecord; trip: TripFacts }> {
  const link = await findWaitlistLink(waitlistTokenHash(token), now);
  if (!link) throw notFound(LINK_NOT_VALID_MESSAGE);
  const [entry, trip] = await Promise.all([findWaitlistEntry(link.packageId, link.departureId, link.email), readTripFacts(link.packageId, link.departureId)]);
  if (!entry || !trip) throw notFound(LINK_NOT_VALID_MESSAGE);
  return { entry, trip };
}

/** An entry as its traveller sees it, with its place among the departure's line. */
async function viewOf(entry: WaitlistEntryRecord, trip: TripFacts): Promise<WaitlistEntryView> {
  const line = await listWaitlist(entry.packageId, entry.departureId);
  return {
    packageId: entry.packageId,
    departureId: entry.departureId,
    tripTitle: trip.title,
    departureDate: trip.departure.departureDate,
    returnDate: trip.departure.returnDate,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    travelers: entry.travelers,
    state: entry.state,
    placeInLine: placeInLine(entry, line),
    offerExpiresAt: entry.state === 'offered' ? (entry.offerExpiresAt ?? null) : null,
  };
}

/** The entry a mail's link opens. */
export async function openWaitlistEntry(token: string, now: Date): Promise<WaitlistEntryView> {
  const { entry, trip } = await openLink(token, now);
  return viewOf(entry, trip);
}

/**
 * 'Confirm my place': the entry joins the line, last. When seats on sale fit it (and nobody ahead
 * fits them), they are held for it as an offer in the same transaction; otherwise it is mailed its
 * place. Confirming again answers the entry as it is.
 */
export async function confirmWaitlistEntry(token: string, now: Date): Promise<WaitlistEntryView> {
  const opened = await openLink(token, now);
  const { trip } = opened;
  await retryTransaction<void>(lineRace, async () => {
    const entry = await findWaitlistEntry(opened.entry.packageId, opened.entry.departureId, opened.entry.email);
    if (!entry) throw notFound(LINK_NOT_VALID_MESSAGE);
    if (entry.state === 'waiting' || entry.state === 'offered') return { answer: undefined };
    if (entry.state !== 'unconfirmed') throw conflict(ENTRY_ENDED_MESSAGE);
    const confirming: WaitlistEntryRecord = { ...entry, state: 'waiting', confirmedAt: now.toISOString() };
    const round = await freeSeatsWrites({ packageId: entry.packageId, departureId: entry.departureId, seats: 0 }, now, confirming);
    const offeredAtOnce = round.offered.includes(confirming);
    const own = offeredAtOnce ? [] : await inLineWrites(entry, confirming, trip, now);
    return {
      write: [...own, ...round.writes, auditEntryPut(entry.packageId, waitlistAudit(entry, 'waitlist-joined', 'unconfirmed', 'waiting', TRAVELLER, now))],
      written: () => undefined,
      cancelled: () => 'retry',
    };
  });
  return openWaitlistEntry(token, now);
}

/** The move into line and the mail that gives the entry its place and a link to see or leave it. */
async function inLineWrites(entry: WaitlistEntryRecord, confirming: WaitlistEntryRecord, trip: TripFacts, now: Date) {
  const line = await listWaitlist(entry.packageId, entry.departureId);
  const place = placeInLine(confirming, [...line.filter((other) => other.id !== entry.id), confirming]) ?? 1;
  const link = entryLink(entry, trip.departure);
  const mail: OutgoingMail = {
    to: entry.email,
    template: 'waitlistInLine',
    facts: {
      ...tripMailFacts(trip),
      travelers: entry.travelers,
      placeInLine: place,
      entryUrl: waitlistEntryUrl(link.token),
    },
  };
  return [waitlistEntryMove(entry, 'unconfirmed', 'waiting', { confirmedAt: confirming.confirmedAt ?? now.toISOString() }), link.put, mailPut(mail, now)];
}

/**
 * Ends an entry that has not ended, as `left` (the traveller) or `removed` (the operator): seats
 * its offer held pass to the next entries in the same transaction, or back on sale. Answers the
 * entry as it is afterwards; an entry that had ended is answered as it is (`leave`) or refused
 * with a 409 (`remove`, by the caller).
 */
export async function endWaitlistEntry(
  key: Pick<WaitlistEntryRecord, 'packageId' | 'departureId' | 'email'>,
  to: 'left' | 'removed',
  by: string,
  now: Date,
): Promise<{ entry: WaitlistEntryRecord; ended: boolean }> {
  return retryTransaction<{ entry: WaitlistEntryRecord; ended: boolean }>(lineRace, async () => {
    const entry = await findWaitlistEntry(key.packageId, key.departureId, key.email);
    if (!entry) throw notFound(LINK_NOT_VALID_MESSAGE);
    if (entry.state !== 'unconfirmed' && entry.state !== 'waiting' && entry.state !== 'offered') return { answer: { entry, ended: false } };
    const freed = entry.state === 'offered' ? entry.travelers : 0;
    const round = await freeSeatsWrites({ packageId: entry.packageId, departureId: entry.departureId, seats: freed, offered: freed > 0 }, now);
    const endedAt = now.toISOString();
    return {
      write: [
        waitlistEntryMove(entry, entry.state, to, { endedAt }),
        ...round.writes,
        auditEntryPut(entry.packageId, waitlistAudit(entry, to === 'left' ? 'waitlist-left' : 'waitlist-removed', entry.state, to, by, now)),
      ],
      written: () => ({ entry: { ...entry, state: to, endedAt }, ended: true }),
      cancelled: () => 'retry',
    };
  });
}

/** 'Leave the waitlist' from a mail's link. */
export async function leaveWaitlist(token: string, now: Date): Promise<WaitlistEntryView> {
  const { entry, trip } = await openLink(token, now);
  const { entry: after } = await endWaitlistEntry(entry, 'left', TRAVELLER, now);
  return viewOf(after, trip);
}
