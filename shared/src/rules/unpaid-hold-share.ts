import type { DepartureState } from '../schemas/package';

/**
 * The share of the catalogue's open seats held unpaid above which the operator is alerted
 * (decision 037): a normal day holds a few seats of a few departures at once, far below it,
 * while a script keeping departures "sold out" pushes it towards 100 %.
 */
export const DEFAULT_UNPAID_HOLD_ALARM_PERCENT = 40;

interface UpcomingDeparture {
  packageId: string;
  id: string;
  seatsLeft: number;
  state: DepartureState;
}

interface UnpaidHold {
  packageId: string;
  departureId?: string | undefined;
  travelers: number;
}

export interface UnpaidHoldShare {
  /** Seats held unpaid on the open departures. */
  heldSeats: number;
  /** Seats of the open departures nobody has paid for: the ones left and the ones held unpaid. */
  openSeats: number;
  /** `heldSeats` as a percentage of `openSeats`, 0 when there are none. */
  percent: number;
}

/**
 * How much of what is for sale unpaid holds keep off sale: over the open upcoming departures,
 * the seats held unpaid against those seats plus the ones still left. Holds on other departures
 * (closed, cancelled, departed, or older bookings without one) are not counted.
 */
export function unpaidHoldShare(departures: readonly UpcomingDeparture[], holds: readonly UnpaidHold[]): UnpaidHoldShare {
  const open = new Set(departures.filter((departure) => departure.state === 'open').map((departure) => `${departure.packageId}#${departure.id}`));
  const seatsLeft = departures.filter((departure) => departure.state === 'open').reduce((seats, departure) => seats + Math.max(0, departure.seatsLeft), 0);
  const heldSeats = holds
    .filter((hold) => hold.departureId !== undefined && open.has(`${hold.packageId}#${hold.departureId}`))
    .reduce((seats, hold) => seats + hold.travelers, 0);
  const openSeats = seatsLeft + heldSeats;
  return { heldSeats, openSeats, percent: openSeats === 0 ? 0 : Math.round((1000 * heldSeats) / openSeats) / 10 };
}
