import { bookingBalanceDueDate } from '@sunward/shared/rules/balance-due';
import { nextReminderWorkAt } from '@sunward/shared/rules/balance-reminders';
import { moveBookingDueDate } from '../store/balance-reminder-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { listManifestBookings } from '../store/manifest-repository';

/** How many times one booking is read again when a payment changed it while its date moved. */
const MAX_ATTEMPTS = 3;

/** A booking that still owes a balance: held unpaid, or with its deposit paid. */
const owing = (booking: BookingRecord) => (booking.status === 'pending' || booking.status === 'deposit_paid') && booking.balanceDueCents > 0;

/**
 * After the operator changed a departure's balance due date (or its date, which caps it), each
 * booking on it that still owes its balance takes the new date as it would have when booked
 * (`bookingBalanceDueDate` with its own booking day), and its reminders move with it (decision
 * 042): one conditional write per booking, read again and retried when a payment got in between.
 * Answers how many bookings moved.
 */
export async function moveBalanceDueDates(
  packageId: string,
  departure: { id: string; departureDate: string; balanceDueDate: string },
  now: Date,
): Promise<number> {
  let moved = 0;
  for (const listed of await listManifestBookings(packageId, departure.id)) {
    let booking: BookingRecord | undefined = listed;
    for (let attempt = 1; booking && owing(booking) && attempt <= MAX_ATTEMPTS; attempt++) {
      const dueDate = bookingBalanceDueDate(departure, new Date(booking.createdAt));
      if (dueDate === booking.balanceDueDate) break;
      const nextAt = booking.remindersEnabled === false ? undefined : nextReminderWorkAt(dueDate, now, false);
      if (await moveBookingDueDate(booking, dueDate, nextAt)) {
        moved += 1;
        break;
      }
      booking = await findBooking(booking.id);
    }
  }
  return moved;
}
