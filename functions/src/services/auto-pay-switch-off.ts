import { detachPaymentMethod } from '../adapters/saved-cards';
import { conflict } from '../http/http-error';
import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { switchOffPlan } from '../store/auto-pay-repository';
import { isRunning } from '../store/auto-pay-record';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import type { Session } from '../store/session-repository';
import { AUTO_PAY_NO_PLAN_MESSAGE, bookingForCaller } from './auto-pay-access';
import { autoPaySwitchedOffMail } from './auto-pay-mail-facts';

const site = readSiteSettings();

export const AUTO_PAY_SWITCH_CHANGED_MESSAGE = 'Automatic payments changed while you were switching them off. Reload the booking and try again.';

/**
 * Switches a booking's automatic payments off (decision 047), by the traveller (`endedBecause:
 * 'traveller'`) or the operator (`'operator'`): in one write conditional on the plan as read, the
 * plan `off` with its installments still to charge cancelled and its card forgotten, its timed
 * work deleted and the confirmation mailed. Then the card is detached from the Stripe customer; a
 * failure there is logged, since nothing charges it any more. 409 when no plan is running.
 */
export async function switchOffAutoPay(bookingId: string, session: Session, now: Date): Promise<BookingRecord> {
  const booking = await bookingForCaller(bookingId, session);
  const plan = booking.autoPay;
  if (!plan || !isRunning(plan)) throw conflict(AUTO_PAY_NO_PLAN_MESSAGE);
  const byOperator = session.role === 'admin';
  const switched = await switchOffPlan(booking, byOperator ? 'operator' : 'traveller', autoPaySwitchedOffMail(booking, plan, byOperator, site.SITE_URL), now);
  if (!switched) {
    const current = await findBooking(booking.id);
    if (current?.autoPay?.state === 'off') throw conflict(AUTO_PAY_NO_PLAN_MESSAGE);
    throw conflict(AUTO_PAY_SWITCH_CHANGED_MESSAGE);
  }
  logger.info('Automatic payments switched off', { byOperator });
  if (plan.paymentMethodId) {
    try {
      await detachPaymentMethod(plan.paymentMethodId);
    } catch (error) {
      logger.warn('The card of a plan switched off could not be detached at Stripe', { ...errorSummary(error) });
    }
  }
  return (await findBooking(booking.id)) ?? booking;
}
