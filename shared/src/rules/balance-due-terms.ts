import { addDays, agencyDate } from './agency-calendar';
import { LATE_BOOKING_BALANCE_DAYS } from './balance-due';

/**
 * Whether a booking's balance falls due within `LATE_BOOKING_BALANCE_DAYS` of the day it was
 * booked (New York days): a late booking's always does, so the traveller is told "due within 3
 * days of booking" rather than a date that seems to come from nowhere. Read from the booking as
 * stored, whatever its departure's due date says now.
 */
export function isDueSoonAfterBooking(booking: { balanceDueDate?: string | null | undefined; createdAt: string }): boolean {
  if (!booking.balanceDueDate) return false;
  return booking.balanceDueDate <= addDays(agencyDate(new Date(booking.createdAt)), LATE_BOOKING_BALANCE_DAYS);
}

/** "within 3 days of booking": how the site, its mails and My booking word a late booking's due date. */
export const LATE_BOOKING_DUE_WORDING = `within ${LATE_BOOKING_BALANCE_DAYS} days of booking`;
