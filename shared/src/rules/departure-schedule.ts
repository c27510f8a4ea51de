import { type DepartureStatus, isBookable } from './departure';

/** What choosing among a trip's departures needs of each. */
export interface ScheduledDeparture extends DepartureStatus {
  id: string;
  seatsLeft: number;
}

function byDate(a: ScheduledDeparture, b: ScheduledDeparture): number {
  return a.departureDate.localeCompare(b.departureDate) || a.id.localeCompare(b.id);
}

/**
 * The departures a traveller can be offered at `now`, soonest first: open and leaving after
 * today. Full ones stay in the list (shown as sold out); closed and cancelled ones do not.
 */
export function upcomingDepartures<T extends ScheduledDeparture>(departures: readonly T[], now: Date): T[] {
  return departures.filter((departure) => isBookable(departure, now)).toSorted(byDate);
}

/** The soonest upcoming departure with seats for `travelers` (one by default), if any. */
export function nextDepartureWithSeats<T extends ScheduledDeparture>(departures: readonly T[], now: Date, travelers = 1): T | undefined {
  return upcomingDepartures(departures, now).find((departure) => departure.seatsLeft >= travelers);
}

/**
 * The departure a trip's summary shows: the soonest upcoming one with a seat, or the soonest
 * upcoming one when all are full; none when nothing is upcoming.
 */
export function headlineDeparture<T extends ScheduledDeparture>(departures: readonly T[], now: Date): T | undefined {
  return nextDepartureWithSeats(departures, now) ?? upcomingDepartures(departures, now)[0];
}

/** The most seats any upcoming departure has left: what a too-large group is told. */
export function mostSeatsLeft(departures: readonly ScheduledDeparture[], now: Date): number {
  return Math.max(0, ...upcomingDepartures(departures, now).map((departure) => departure.seatsLeft));
}

/** A trip is sold out when the operator flags it or no upcoming departure has a seat. */
export function isTripSoldOut(flaggedSoldOut: boolean, departures: readonly ScheduledDeparture[], now: Date): boolean {
  return flaggedSoldOut || nextDepartureWithSeats(departures, now) === undefined;
}
