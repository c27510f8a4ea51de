import type { BookingStatus } from '../schemas/booking';
import { isDepositPaid } from './booking-status';

/** The smallest and largest group a departure may be sized for. */
export const MIN_DEPARTURE_CAPACITY = 1;
export const MAX_DEPARTURE_CAPACITY = 60;

/**
 * Seats already taken on a departure, held or sold: what its counter says is gone. The counter,
 * not a count of bookings, is what a booking's condition checks, so the operator's limit is read
 * from it too.
 */
export function seatsTaken(departure: { capacity: number; seatsLeft: number }): number {
  return Math.max(0, departure.capacity - departure.seatsLeft);
}

/** Whether a departure may be resized to `capacity`: never below the seats already taken. */
export function fitsTakenSeats(departure: { capacity: number; seatsLeft: number }, capacity: number): boolean {
  return capacity >= seatsTaken(departure);
}

/** The 409 text for a capacity below the seats already taken. */
export function capacityBelowTakenMessage(taken: number): string {
  return `Capacity cannot be less than the ${taken} ${taken === 1 ? 'seat' : 'seats'} already taken`;
}

/** What the seat counts of a departure need of each of its bookings. */
export interface SeatBooking {
  travelers: number;
  status: BookingStatus;
  holdExpiresAt: string;
}

/**
 * Seats sold (the deposit is in) and seats held (unpaid, hold not lapsed at `now`) among a
 * departure's bookings. A lapsed hold counts in neither, even before the expiry job gives its
 * seats back.
 */
export function seatCounts(bookings: readonly SeatBooking[], now: Date): { sold: number; held: number } {
  let sold = 0;
  let held = 0;
  for (const booking of bookings) {
    if (isDepositPaid(booking.status)) sold += booking.travelers;
    else if (booking.status === 'pending' && Date.parse(booking.holdExpiresAt) > now.getTime()) held += booking.travelers;
  }
  return { sold, held };
}
