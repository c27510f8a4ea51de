import { randomUUID } from 'node:crypto';
import type { BookingNote } from '@sunward/shared/schemas/booking-records';
import { notFound } from '../http/http-error';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { auditEntryPut } from '../store/audit-repository';
import { listNotes, writeNote } from '../store/booking-records-repository';
import { findBooking } from '../store/booking-repository';

/** A booking's notes, oldest first; 404 for a booking that does not exist. */
export async function bookingNotes(bookingId: string): Promise<BookingNote[]> {
  if (!(await findBooking(bookingId))) throw notFound('Booking not found');
  return listNotes(bookingId);
}

/**
 * The operator's note on a booking ("vegetarian, room with her sister"): plain text, stamped with
 * the time and the admin's username, kept in the booking's partition with the trip's audit entry.
 * Answers every note of the booking, the new one last.
 */
export async function addBookingNote(bookingId: string, text: string, by: string, now: Date): Promise<BookingNote[]> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  const note = { id: randomUUID(), text, at: now.toISOString(), by };
  const reference = bookingReference(booking);
  await writeNote(
    bookingId,
    note,
    auditEntryPut(booking.packageId, {
      id: randomUUID(),
      at: note.at,
      by,
      action: 'note-added',
      departureId: booking.departureId ?? null,
      changes: [
        { field: 'booking', from: reference, to: reference },
        { field: 'note', from: null, to: text },
      ],
    }),
  );
  return listNotes(bookingId);
}
