import { installmentNeedingAuthentication } from '@sunward/shared/rules/installment-charges';
import type { PayLinkAuthentication } from '@sunward/shared/schemas/installments';
import { retrievePaymentIntent } from '../adapters/payments';
import { conflict } from '../http/http-error';
import { logger } from '../observability/logger';
import { planOf } from '../store/installment-charge-repository';
import { bookingOfPayLink } from './pay-link-access';

export const NO_AUTHENTICATION_MESSAGE = 'No automatic payment of this booking is waiting for you to confirm it.';
export const ALREADY_CONFIRMED_MESSAGE = 'This payment has already gone through. Thank you: there is nothing more to do.';

/** A PaymentIntent the traveller can still confirm: Stripe left it waiting for a payment method or an action. */
const confirmable = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * The recovery Stripe documents for an off-session charge the bank refused with
 * `authentication_required` (decision 047): the traveller, on the pay link's page (decision 043),
 * confirms that same PaymentIntent with the plan's card, authenticating with their bank, and the
 * card is set up again for the charges after it. This answers what the page needs for that; the
 * page then records the payment with `POST /api/pay-links/payment`, through the one recorder,
 * which marks the installment paid and the plan active again. 409 when no charge waits.
 */
export async function startInstallmentAuthentication(token: string, now: Date): Promise<PayLinkAuthentication> {
  const booking = await bookingOfPayLink(token, now);
  const plan = planOf(booking);
  const installment = installmentNeedingAuthentication(plan);
  if (!plan?.paymentMethodId || !installment?.paymentIntentId) throw conflict(NO_AUTHENTICATION_MESSAGE);
  logger.appendKeys({ paymentIntentId: installment.paymentIntentId });
  const intent = await retrievePaymentIntent(installment.paymentIntentId);
  if (intent?.status === 'succeeded') throw conflict(ALREADY_CONFIRMED_MESSAGE);
  if (!intent?.clientSecret || !confirmable.has(intent.status) || intent.metadata.bookingId !== booking.id) throw conflict(NO_AUTHENTICATION_MESSAGE);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    paymentMethodId: plan.paymentMethodId,
    amount: intent.amount,
    installmentNumber: installment.number,
  };
}
