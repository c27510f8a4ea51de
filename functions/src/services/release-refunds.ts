import type { Cents } from '@sunward/shared/money';
import type { MailFacts } from '../mail/outgoing-mail';
import { travellerFacts } from './booking-mail-facts';
import type { BookingRecord } from '../store/booking-repository';

/** What a traveller reads when a balance payment lands on a booking already released for its unpaid balance. */
export const BOOKING_RELEASED_MESSAGE = 'This booking was cancelled for its unpaid balance, so this payment was not applied. It will be refunded to your card.';

/** The agency's notice of a balance payment for a released booking: the PaymentIntent and amount to refund. */
export function releasedBookingRefundFacts(
  booking: BookingRecord,
  refund: { paymentIntentId: string; amountCents: Cents },
  siteUrl: string,
): MailFacts<'releasedBookingRefund'> {
  return {
    ...travellerFacts(booking),
    paymentIntentId: refund.paymentIntentId,
    toRefundCents: refund.amountCents,
    cancelledAt: booking.cancelledAt,
    siteUrl,
  };
}
