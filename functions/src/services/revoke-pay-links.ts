import { randomUUID } from 'node:crypto';
import { notFound } from '../http/http-error';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { writeAudited } from '../store/audit-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { payLinksRevocation } from '../store/pay-link-repository';

/**
 * The operator withdraws every pay link mailed for a booking so far (decision 043): a forwarded
 * mail, a traveller paying another way. The booking keeps when (`payLinksRevokedAt`); links made
 * later (the next reminder's) work. Written with its entry in the trip's audit trail.
 */
export async function revokePayLinks(bookingId: string, by: string, now: Date): Promise<BookingRecord> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  const at = now.toISOString();
  const { written } = await writeAudited(booking.packageId, payLinksRevocation(booking.id, now), {
    id: randomUUID(),
    at,
    by,
    action: 'pay-links-revoked',
    departureId: booking.departureId ?? null,
    changes: [{ field: 'payLinks', from: bookingReference(booking), to: 'revoked' }],
  });
  if (!written) throw notFound('Booking not found');
  return { ...booking, payLinksRevokedAt: at };
}
