import type { PaymentIntentView } from '../adapters/payments';
import { conflict } from '../http/http-error';
import { bookingOfPayLink } from './pay-link-access';
import { startBalancePaymentFor } from './start-balance-payment';

/** A booking whose hold lapsed before its deposit was paid: it owes nothing, and takes nothing. */
export const NO_BALANCE_TO_PAY_MESSAGE = 'This booking is no longer active, so it takes no payments. Please contact us.';

/** A PaymentIntent for `amountCents` of a pay link's booking's balance, as My booking starts one (decision 043). */
export async function startPayLinkPayment(token: string, amountCents: number, now: Date): Promise<PaymentIntentView> {
  const booking = await bookingOfPayLink(token, now);
  // A released (`cancelled`) booking is refused by the balance service itself, with its own reason.
  if (booking.status === 'expired') throw conflict(NO_BALANCE_TO_PAY_MESSAGE);
  return startBalancePaymentFor(booking, amountCents);
}
