import type { BookingFigures } from './booking-balance';
import { bookingBalanceCents } from './booking-balance';

/**
 * The admin dashboard's counters (spec §2, §4) beside Total Bookings. Every booking is in exactly
 * one of them, so they add up to the total.
 */
export interface AdminCounters {
  totalBookings: number;
  /** Balance at or below zero, or status confirmed. */
  fullyPaid: number;
  /** The deposit in and a balance left, not yet past its due date. */
  partialPayments: number;
  /** The deposit in and a balance left after its due date (decision 044). */
  overdue: number;
  /** Status pending: seats held, the deposit not paid. */
  pending: number;
  /** The hold lapsed unpaid; its seats went back. */
  expired: number;
  /** Released unpaid by the operator; what it paid is kept as forfeited (decision 044). */
  cancelled: number;
}

export type AdminCounter = Exclude<keyof AdminCounters, 'totalBookings'>;

/**
 * The one counter a booking is in. Its status decides first, so a lapsed, released or unpaid
 * booking is never also 'Fully Paid' (a free trip's pending booking owes nothing, yet is pending);
 * a booking with its deposit in is paid in full once nothing is left to pay, whatever its status
 * says, else partly paid or overdue.
 */
export function adminCounterOf(booking: BookingFigures): AdminCounter {
  switch (booking.status) {
    case 'pending':
    case 'expired':
    case 'cancelled':
      return booking.status;
    case 'confirmed':
      return 'fullyPaid';
    case 'overdue':
    case 'deposit_paid':
      if (bookingBalanceCents(booking) <= 0) return 'fullyPaid';
      return booking.status === 'overdue' ? 'overdue' : 'partialPayments';
  }
}

export function isCountedFullyPaid(booking: BookingFigures): boolean {
  return adminCounterOf(booking) === 'fullyPaid';
}

export function isCountedPartial(booking: BookingFigures): boolean {
  return adminCounterOf(booking) === 'partialPayments';
}

/** Counts every booking once in Total Bookings and once in exactly one of the others. */
export function adminCounters(bookings: readonly BookingFigures[]): AdminCounters {
  const counters: AdminCounters = { totalBookings: bookings.length, fullyPaid: 0, partialPayments: 0, overdue: 0, pending: 0, expired: 0, cancelled: 0 };
  for (const booking of bookings) counters[adminCounterOf(booking)] += 1;
  return counters;
}
