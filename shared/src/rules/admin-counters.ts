import type { BookingFigures } from './booking-balance';
import { bookingBalanceCents } from './booking-balance';

/** The admin dashboard's four counters (spec §2, §4). */
export interface AdminCounters {
  totalBookings: number;
  /** Balance at or below zero, or status confirmed. */
  fullyPaid: number;
  /** Something paid and a balance left (and not fully paid). */
  partialPayments: number;
  /** Status pending. */
  pending: number;
}

export function isCountedFullyPaid(booking: BookingFigures): boolean {
  return booking.status === 'confirmed' || bookingBalanceCents(booking) <= 0;
}

export function isCountedPartial(booking: BookingFigures): boolean {
  return !isCountedFullyPaid(booking) && booking.amountPaid > 0 && bookingBalanceCents(booking) > 0;
}

/** Counts every booking once in Total Bookings; an expired, unpaid one in none of the other three. */
export function adminCounters(bookings: readonly BookingFigures[]): AdminCounters {
  return {
    totalBookings: bookings.length,
    fullyPaid: bookings.filter(isCountedFullyPaid).length,
    partialPayments: bookings.filter(isCountedPartial).length,
    pending: bookings.filter((booking) => booking.status === 'pending').length,
  };
}
