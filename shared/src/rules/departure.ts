import type { DepartureState } from '../schemas/package';

/** Today as the booking rules see it: the UTC calendar date of `now`, `YYYY-MM-DD`. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A trip that leaves today or has left cannot be booked: no deposit is taken for it. Today is
 * the UTC calendar date of `now`, compared with the `YYYY-MM-DD` departure date as text. A trip
 * without a departure date has open dates and never counts as departed.
 */
export function hasDeparted(departureDate: string | null, now: Date): boolean {
  if (departureDate === null) return false;
  return departureDate <= todayOf(now);
}

/** What the booking rules need to know of a departure. */
export interface DepartureStatus {
  departureDate: string;
  state: DepartureState;
}

/** Why a departure takes no booking whatever its seats, or null when it takes them. */
export type DepartureRefusal = 'cancelled' | 'departed' | 'closed';

/**
 * A cancelled departure says so first, even once its date has passed: "it left" would be untrue.
 * A closed one that has also left says it left, the more useful news for the traveller.
 */
export function departureRefusal(departure: DepartureStatus, now: Date): DepartureRefusal | null {
  if (departure.state === 'cancelled') return 'cancelled';
  if (hasDeparted(departure.departureDate, now)) return 'departed';
  if (departure.state === 'closed') return 'closed';
  return null;
}

/** A departure takes bookings while it is open and leaves after today; seats are counted apart. */
export function isBookable(departure: DepartureStatus, now: Date): boolean {
  return departureRefusal(departure, now) === null;
}

/** The 409 texts for a departure that takes no booking (API.md). */
export const departureRefusalMessages: Record<DepartureRefusal, string> = {
  cancelled: 'This departure was cancelled',
  departed: 'This departure has already left',
  closed: 'This departure is closed for booking',
};

/** The 404 text for a departure the trip does not have. */
export const DEPARTURE_NOT_FOUND_MESSAGE = 'Departure not found';
