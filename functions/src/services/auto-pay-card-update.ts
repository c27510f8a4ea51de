import { bookingOfCustomer, retrievePaymentMethod } from '../adapters/saved-cards';
import { logger } from '../observability/logger';
import { refreshCard } from '../store/auto-pay-repository';
import { findBooking } from '../store/booking-repository';

/** Attempts against a charge or a switch-off racing the card's update. */
const ATTEMPTS = 3;

/**
 * `payment_method.automatically_updated` (decision 047): the card networks renewed a saved card
 * (a new expiry, maybe a new number), and Stripe charges the renewed card through the same payment
 * method. The plan that charges it keeps the card as Stripe has it now, so My booking shows it, the
 * expiry flag clears and the card-expiry reminder moves or goes. The booking is the one the card's
 * Customer was made for; a card of no running plan is only logged.
 */
export async function applyCardUpdate(paymentMethodId: string, now: Date): Promise<void> {
  const method = await retrievePaymentMethod(paymentMethodId);
  const bookingId = method?.customerId ? await bookingOfCustomer(method.customerId) : undefined;
  if (!method || !bookingId) {
    logger.info('A card update for a card this site does not charge', { paymentMethodId });
    return;
  }
  logger.appendKeys({ bookingId, paymentMethodId });
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const booking = await findBooking(bookingId);
    if (booking?.autoPay?.paymentMethodId !== paymentMethodId) {
      logger.info('A card update for a card no running plan charges');
      return;
    }
    if (await refreshCard(booking, paymentMethodId, method.card, now)) {
      logger.info('The card of a plan of automatic payments was renewed by its network');
      return;
    }
  }
  // Still changing after a few reads: Stripe sends the event again, and the next delivery reads afresh.
  throw new Error('The plan kept changing while its renewed card was written');
}
