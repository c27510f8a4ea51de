import { addDays, agencyDate } from './agency-calendar';

/**
 * A booking made on or after its departure's balance due date (a late booking, or a departure
 * added less than 45 days out) owes its balance this many days after the day it was booked.
 */
export const LATE_BOOKING_BALANCE_DAYS = 3;

/**
 * The due date a booking keeps (`YYYY-MM-DD`): its departure's due date, unless that is already
 * today or past on the day of booking (agency days), when the balance is due
 * `LATE_BOOKING_BALANCE_DAYS` later. Never after the departure itself.
 */
export function bookingBalanceDueDate(departure: { departureDate: string; balanceDueDate: string }, bookedAt: Date): string {
  const bookedOn = agencyDate(bookedAt);
  if (departure.balanceDueDate > bookedOn) return departure.balanceDueDate;
  const late = addDays(bookedOn, LATE_BOOKING_BALANCE_DAYS);
  return late < departure.departureDate ? late : departure.departureDate;
}

/** Whether a booking was due on the day of booking or later, so its terms say "within 3 days". */
export function isLateBooking(departure: { balanceDueDate: string }, bookedAt: Date): boolean {
  return departure.balanceDueDate <= agencyDate(bookedAt);
}

/**
 * From the day after its due date (New York), a booking with its deposit paid and a balance left
 * is overdue. A booking without a due date (made before due dates) is never overdue.
 */
export function isBalanceOverdue(
  booking: { balanceDueDate?: string | null | undefined; balanceDueCents: number; depositPaid: boolean },
  now: Date,
): boolean {
  if (!booking.depositPaid || booking.balanceDueCents <= 0 || !booking.balanceDueDate) return false;
  return agencyDate(now) > booking.balanceDueDate;
}
