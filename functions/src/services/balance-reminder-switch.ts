import { randomUUID } from 'node:crypto';
import { nextReminderWorkAt, owesRemindedBalance } from '@sunward/shared/rules/balance-reminders';
import { notFound } from '../http/http-error';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { auditEntryPut } from '../store/audit-repository';
import { switchBookingReminders } from '../store/balance-reminder-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';

/** How many times a switch reads the booking again when a payment or another switch changed it meanwhile. */
const MAX_ATTEMPTS = 3;

/**
 * The operator switches one booking's balance reminders off (the traveller pays another way) or
 * back on (decision 042): the booking's flag, its reminder item (deleted, or put at the next step
 * not yet past) and the trip's audit entry in one write, on condition that the booking is still as
 * read. Switching to what it already is changes nothing.
 */
export async function switchReminders(bookingId: string, enabled: boolean, by: string, now: Date): Promise<BookingRecord> {
  logger.appendKeys({ bookingId });
  for (let attempt = 1; ; attempt++) {
    const booking = await findBooking(bookingId);
    if (!booking) throw notFound('Booking not found');
    if ((booking.remindersEnabled !== false) === enabled) return booking;
    // Only a booking that still owes its balance gets an item back; the job checks again when it is due.
    const nextAt = enabled && owesRemindedBalance(booking) ? nextReminderWorkAt(booking.balanceDueDate, now, false) : undefined;
    const audit = auditEntryPut(booking.packageId, {
      id: randomUUID(),
      at: now.toISOString(),
      by,
      action: 'reminders-switched',
      departureId: booking.departureId ?? null,
      changes: [{ field: 'balanceReminders', from: `${bookingReference(booking)} · ${enabled ? 'off' : 'on'}`, to: enabled ? 'on' : 'off' }],
    });
    if (await switchBookingReminders(booking, enabled, nextAt, audit)) return { ...booking, remindersEnabled: enabled };
    if (attempt >= MAX_ATTEMPTS) throw new Error(`The booking ${bookingId} kept changing while its reminders were switched`);
  }
}
