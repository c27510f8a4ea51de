import { addDays, agencyInstant } from './agency-calendar';
import { balanceDueDateOf } from './departure-balance-due';

/** Travellers one waitlist entry may ask seats for, as on the booking form. */
export const WAITLIST_MIN_TRAVELLERS = 1;
export const WAITLIST_MAX_TRAVELLERS = 10;

/** How long an offer holds its seats when the departure is far off. */
export const OFFER_HOLD_HOURS = 48;

/**
 * An offer ends by the end of the agency day this many days before the balance due date: a
 * traveller who books from it still has two days to pay the balance on time.
 */
export const OFFER_ENDS_DAYS_BEFORE_BALANCE_DUE = 2;

/**
 * An offer with less time than this to take it is not made: nobody can be expected to book within
 * a few hours of a mail, so the seats go back on sale instead.
 */
export const SHORTEST_OFFER_HOURS = 12;

const HOUR_MS = 3_600_000;

/**
 * The states of an entry. `unconfirmed` until its address confirms by the mail link; `waiting` in
 * line; `offered` while seats are held for it; then `booked`, `lapsed` (the offer ran out),
 * `left` (the traveller left) or `removed` (the operator removed it).
 */
export type WaitlistEntryState = 'unconfirmed' | 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left' | 'removed';

/** States in which an address holds its one entry for a departure: it cannot join again. */
export const ENTRY_STATES_HOLDING_A_PLACE: readonly WaitlistEntryState[] = ['unconfirmed', 'waiting', 'offered'];

export interface DepartureDates {
  departureDate: string;
  balanceDueDate?: string | null | undefined;
}

/** The latest an offer on `departure` may run to: the end of the balance due date's day minus two. */
export function latestOfferEnd(departure: DepartureDates): Date {
  return agencyInstant(addDays(balanceDueDateOf(departure), 1 - OFFER_ENDS_DAYS_BEFORE_BALANCE_DUE), 0);
}

/**
 * When an offer made at `now` lapses: 48 hours later, or earlier when the departure is near; `null`
 * when that leaves less than 12 hours (no offer is made, the seats go back on sale).
 */
export function offerExpiry(now: Date, departure: DepartureDates): Date | null {
  const expiresAt = Math.min(now.getTime() + OFFER_HOLD_HOURS * HOUR_MS, latestOfferEnd(departure).getTime());
  return expiresAt - now.getTime() < SHORTEST_OFFER_HOURS * HOUR_MS ? null : new Date(expiresAt);
}

export interface WaitingEntry {
  /** Seats the entry asks for. */
  travelers: number;
}

/**
 * Which entries get an offer when `freeSeats` seats are free. `waiting` is the line in order (the
 * confirmed entries without an offer, first confirmed first): each that fits in the seats still
 * free gets one; an entry needing more is skipped, keeps its place and is told nothing.
 */
export function entriesToOffer<Entry extends WaitingEntry>(waiting: readonly Entry[], freeSeats: number): { offered: Entry[]; seatsLeft: number } {
  const offered: Entry[] = [];
  let seatsLeft = Math.max(0, freeSeats);
  for (const entry of waiting) {
    if (entry.travelers > seatsLeft) continue;
    offered.push(entry);
    seatsLeft -= entry.travelers;
  }
  return { offered, seatsLeft };
}

export interface EntryInLine {
  id: string;
  state: WaitlistEntryState;
  /** ISO time the address confirmed; the line's order. */
  confirmedAt?: string | null | undefined;
}

/**
 * An entry's place in line, from 1: the confirmed entries still waiting (with or without an offer)
 * confirmed before it, plus one. `null` for an entry not (or no longer) in line.
 */
export function placeInLine(entry: EntryInLine, entries: readonly EntryInLine[]): number | null {
  const inLine = (candidate: EntryInLine) => (candidate.state === 'waiting' || candidate.state === 'offered') && Boolean(candidate.confirmedAt);
  if (!inLine(entry)) return null;
  const ahead = entries.filter(
    (other) => other.id !== entry.id && inLine(other) && ((other.confirmedAt ?? '') < (entry.confirmedAt ?? '') || (other.confirmedAt === entry.confirmedAt && other.id < entry.id)),
  );
  return ahead.length + 1;
}
