import type { Cents } from '@sunward/shared/money';
import type { MailFacts } from '../mail/outgoing-mail';
import type { BookingRecord } from '../store/booking-repository';
import { bookedTripFacts } from './booking-mail-facts';

/** The trip the traveller booked, as the mails of a cancel, refund or release show it. */
export function bookedTrip(booking: BookingRecord) {
  return { ...bookedTripFacts(booking), firstName: booking.firstName };
}

/** The traveller's mail of a cancellation: what was paid when cancelled, and what is being refunded. */
export function bookingCancelledFacts(booking: BookingRecord, refundCents: Cents, reason: string | undefined, siteUrl: string): MailFacts<'bookingCancelled'> {
  return { ...bookedTrip(booking), paidCents: booking.amountPaidCents, refundCents, ...(reason ? { reason } : {}), siteUrl };
}

/** The traveller's mail of a refund, from the booking as the refund's write leaves it. */
export function refundMadeFacts(booking: BookingRecord, refundCents: Cents, siteUrl: string): MailFacts<'refundMade'> {
  return { ...bookedTrip(booking), refundCents, amountPaidCents: booking.amountPaidCents, cancelled: booking.status === 'cancelled', siteUrl };
}
