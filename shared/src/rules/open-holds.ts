import type { BookingStatus } from '../schemas/booking';
import { MAX_TRAVELERS } from './booking-pricing';
import { isHoldExpired } from './booking-status';

/**
 * Unpaid bookings one e-mail address may hold seats with at once. Holding seats costs nothing
 * until the deposit, so without a cap one address could keep a departure sold out by booking
 * again as each hold lapses; three leave room for a traveller booking several trips.
 */
export const MAX_OPEN_HOLDS_PER_EMAIL = 3;

export const OPEN_HOLDS_LIMIT_MESSAGE = `You already have ${MAX_OPEN_HOLDS_PER_EMAIL} bookings waiting for their deposit. Pay the deposit on one of them, or wait until an unpaid one lapses, before booking again.`;

interface HeldBooking {
  status: BookingStatus;
  holdExpiresAt: string;
}

/** The bookings that still hold seats unpaid at `now`. */
export function openHolds<T extends HeldBooking>(bookings: readonly T[], now: Date): T[] {
  return bookings.filter((booking) => booking.status === 'pending' && !isHoldExpired(booking, now));
}

export type OpenHoldsDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether an address may book again, and if not, when its soonest hold lapses. */
export function decideNewHold(bookings: readonly HeldBooking[], now: Date): OpenHoldsDecision {
  const open = openHolds(bookings, now);
  if (open.length < MAX_OPEN_HOLDS_PER_EMAIL) return { allowed: true };
  const soonest = Math.min(...open.map((booking) => Date.parse(booking.holdExpiresAt)));
  return { allowed: false, retryAfterSeconds: Math.ceil((soonest - now.getTime()) / 1000) };
}

/**
 * Seats one client address (an IPv4 address or an IPv6 /64, `client-address.ts`) may hold unpaid
 * at once, whatever e-mail addresses its bookings give (decision 037). The e-mail is never
 * verified, so its cap alone stops nobody; this one is the largest booking there is, so a family
 * of 10 books in one go, while one address cannot hold all 12 seats of a departure.
 */
export const MAX_HELD_SEATS_PER_CLIENT_ADDRESS = MAX_TRAVELERS;

export const CLIENT_HOLDS_LIMIT_MESSAGE =
  'Too many seats are already waiting for a deposit from your network. Pay the deposit on one of those bookings, or wait until an unpaid one lapses, before booking more seats.';

interface HeldSeats extends HeldBooking {
  travelers: number;
}

/**
 * Whether a client address may hold `travelers` more seats unpaid, with at most `cap` held at
 * once; if not, how long until enough of its holds lapse that they fit.
 */
export function decideHeldSeats(bookings: readonly HeldSeats[], travelers: number, cap: number, now: Date): OpenHoldsDecision {
  if (travelers > cap) throw new RangeError(`A cap of ${cap} seats refuses every booking of ${travelers}`);
  const open = openHolds(bookings, now).sort((a, b) => Date.parse(a.holdExpiresAt) - Date.parse(b.holdExpiresAt));
  let held = open.reduce((seats, booking) => seats + booking.travelers, 0);
  if (held + travelers <= cap) return { allowed: true };
  for (const booking of open) {
    held -= booking.travelers;
    if (held + travelers <= cap) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(booking.holdExpiresAt) - now.getTime()) / 1000)) };
    }
  }
  throw new RangeError('Unreachable: with every hold lapsed the booking fits the cap');
}
