import { type DepartureRefusal, departureRefusal } from './departure';
import { mostSeatsLeft, nextDepartureWithSeats, type ScheduledDeparture } from './departure-schedule';

/** Which departure a booking holds seats on, or why it holds none. */
export type DepartureChoice<T> =
  | { departure: T }
  /** The trip has no departure with the id asked for. */
  | { refusal: 'unknown' }
  | { refusal: DepartureRefusal }
  /** Too few seats: on the departure asked for, or on every upcoming one when none was named. */
  | { refusal: 'seats'; seatsLeft: number };

/**
 * The departure a booking of `travelers` goes on: the one named by `departureId`, or else the
 * soonest upcoming one with enough seats. A trip whose departures have all left, or that has
 * none, answers as sold out (no seats).
 */
export function chooseDeparture<T extends ScheduledDeparture>(
  departures: readonly T[],
  request: { departureId?: string | undefined; travelers: number },
  now: Date,
): DepartureChoice<T> {
  if (request.departureId === undefined) {
    const next = nextDepartureWithSeats(departures, now, request.travelers);
    return next ? { departure: next } : { refusal: 'seats', seatsLeft: mostSeatsLeft(departures, now) };
  }
  const named = departures.find((departure) => departure.id === request.departureId);
  if (!named) return { refusal: 'unknown' };
  const refusal = departureRefusal(named, now);
  if (refusal) return { refusal };
  if (named.seatsLeft < request.travelers) return { refusal: 'seats', seatsLeft: Math.max(0, named.seatsLeft) };
  return { departure: named };
}
