import type { PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import { bookingOfPayLink, toPayLinkBooking } from './pay-link-access';
import { recordPayment } from './record-payment';

/**
 * Records a paid balance PaymentIntent of a pay link's booking through the one recorder (decision
 * 043). The recorder believes only Stripe, and only a PaymentIntent made for this booking's
 * balance, so a link cannot record a payment of another booking.
 */
export async function recordPayLinkPayment(token: string, paymentIntentId: string, now: Date): Promise<PayLinkBooking> {
  const booking = await bookingOfPayLink(token, now);
  return toPayLinkBooking(await recordPayment(booking.id, paymentIntentId, 'balance', now), now);
}
