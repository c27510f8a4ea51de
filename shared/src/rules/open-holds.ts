import type { BookingStatus } from '../schemas/booking';
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
