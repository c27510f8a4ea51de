import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import type { AutoPayConsentRequest } from '@sunward/shared/schemas/auto-pay';
import { detachPaymentMethod, retrievePaymentMethod, retrieveSetupIntent, type SetupIntentView } from '../adapters/saved-cards';
import { conflict, HttpError } from '../http/http-error';
import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { newPlan, startPlan, swapCard } from '../store/auto-pay-repository';
import { isRunning } from '../store/auto-pay-record';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import type { Session } from '../store/session-repository';
import {
  AUTO_PAY_ALREADY_ON_MESSAGE,
  AUTO_PAY_NO_PLAN_MESSAGE,
  AUTO_PAY_NONE_FITS_MESSAGE,
  AUTO_PAY_NOT_LIVE_MESSAGE,
  bookingForCaller,
  requireOpenBalance,
} from './auto-pay-access';
import { autoPayConsentMail } from './auto-pay-mail-facts';
import { plannedFor } from './auto-pay-start';

const site = readSiteSettings();

export const CONSENT_CHANGED_MESSAGE = 'The terms of automatic payments have changed since this page showed them. Please read them again and agree.';
export const SETUP_NOT_THIS_BOOKING_MESSAGE = 'This card was not saved for this booking.';
export const SETUP_NOT_SUCCEEDED_MESSAGE = 'The card is not saved yet. Please enter it again.';
export const AUTO_PAY_CHANGED_MESSAGE = 'This booking changed while the card was being saved. Reload it and try again.';

/** A SetupIntent that saved a card: its customer and card, which the plan charges. */
type SucceededSetup = SetupIntentView & { customerId: string; paymentMethodId: string };

function succeeded(intent: SetupIntentView): intent is SucceededSetup {
  return intent.status === 'succeeded' && intent.customerId !== null && intent.paymentMethodId !== null;
}

/** Detaches a card the plan no longer uses; a failure is logged, never the caller's: the plan no longer charges it. */
async function forgetCard(paymentMethodId: string | null | undefined, keep: string): Promise<void> {
  if (!paymentMethodId || paymentMethodId === keep) return;
  try {
    await detachPaymentMethod(paymentMethodId);
  } catch (error) {
    logger.warn('A card the plan no longer uses could not be detached at Stripe', { ...errorSummary(error) });
  }
}

/** The booking as stored now, for the answer. */
async function reread(booking: BookingRecord): Promise<BookingRecord> {
  return (await findBooking(booking.id)) ?? booking;
}

/**
 * Applies a SetupIntent that succeeded for `booking` (decision 047): with `purpose: 'change-card'`
 * the running plan charges the new card from now on and the old one is detached; otherwise the
 * consent is recorded with the plan as it starts today, its timed work and the confirmation mail,
 * in one write conditional on the booking as read. A SetupIntent applied already (the browser's
 * call and Stripe's webhook both arrive) answers the booking as it is.
 */
async function applySetupIntent(booking: BookingRecord, intent: SucceededSetup, now: Date): Promise<BookingRecord> {
  if (booking.autoPay?.setupIntentId === intent.id) return booking;
  const method = await retrievePaymentMethod(intent.paymentMethodId);
  if (!method) throw conflict(SETUP_NOT_SUCCEEDED_MESSAGE);
  const plan = booking.autoPay;

  if (intent.metadata.purpose === 'change-card') {
    if (!plan || !isRunning(plan)) throw conflict(AUTO_PAY_NO_PLAN_MESSAGE);
    if (booking.status === 'cancelled' || booking.status === 'expired') throw conflict(AUTO_PAY_NOT_LIVE_MESSAGE);
    const swapped = await swapCard(booking, { paymentMethodId: method.id, card: method.card, setupIntentId: intent.id }, now);
    const current = await reread(booking);
    if (!swapped) {
      if (current.autoPay?.setupIntentId === intent.id) return current;
      throw conflict(AUTO_PAY_CHANGED_MESSAGE);
    }
    logger.info('The card of a plan of automatic payments was changed');
    await forgetCard(plan.paymentMethodId, method.id);
    return current;
  }

  requireOpenBalance(booking, now);
  if (plan && (plan.state === 'active' || plan.state === 'needs-traveller')) throw conflict(AUTO_PAY_ALREADY_ON_MESSAGE);
  const installments = plannedFor(booking, now);
  if (installments.length === 0) throw conflict(AUTO_PAY_NONE_FITS_MESSAGE);
  const started = newPlan(
    { customerId: intent.customerId, paymentMethodId: method.id, card: method.card, consentVersion: INSTALLMENT_CONSENT_VERSION, setupIntentId: intent.id },
    installments,
    now,
  );
  const written = await startPlan(booking, started, autoPayConsentMail(booking, started, site.SITE_URL), now);
  const current = await reread(booking);
  if (!written) {
    if (current.autoPay?.setupIntentId === intent.id) return current;
    throw conflict(AUTO_PAY_CHANGED_MESSAGE);
  }
  logger.info('Automatic payments switched on', { installments: installments.length });
  // A plan that was suspended or switched off gives way to this one: its card, if another, goes.
  await forgetCard(plan?.paymentMethodId, method.id);
  return current;
}

/**
 * `POST /api/bookings/{id}/auto-pay`: the browser saw the SetupIntent succeed and the traveller
 * agreed to the consent text of `consentVersion`. Believes only Stripe: the SetupIntent must have
 * succeeded and have been made for this booking (409 otherwise), and the text agreed to must be
 * the current one (409).
 */
export async function recordAutoPay(bookingId: string, request: AutoPayConsentRequest, session: Session, now: Date): Promise<BookingRecord> {
  const booking = await bookingForCaller(bookingId, session);
  logger.appendKeys({ setupIntentId: request.setupIntentId });
  if (request.consentVersion !== INSTALLMENT_CONSENT_VERSION) throw conflict(CONSENT_CHANGED_MESSAGE);
  const intent = await retrieveSetupIntent(request.setupIntentId);
  if (!intent || intent.metadata.bookingId !== booking.id) throw conflict(SETUP_NOT_THIS_BOOKING_MESSAGE);
  if (!succeeded(intent)) throw conflict(SETUP_NOT_SUCCEEDED_MESSAGE);
  return applySetupIntent(booking, intent, now);
}

/**
 * `setup_intent.succeeded` from Stripe's webhook: the same as the browser's call, for a browser
 * that never called back (closed, offline). The consent is the current text, which the page showed
 * when it made the SetupIntent. A SetupIntent not made for one of our bookings is only logged; a
 * refusal (the plan changed meanwhile) too, since Stripe resending it would change nothing.
 */
export async function applySucceededSetupIntent(setupIntentId: string, now: Date): Promise<void> {
  logger.appendKeys({ setupIntentId });
  const intent = await retrieveSetupIntent(setupIntentId);
  const bookingId = intent?.metadata.bookingId;
  const booking = bookingId ? await findBooking(bookingId) : undefined;
  if (!intent || !booking || !succeeded(intent)) {
    logger.info('A SetupIntent this site does not apply');
    return;
  }
  logger.appendKeys({ bookingId: booking.id });
  try {
    await applySetupIntent(booking, intent, now);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    logger.warn('A saved card was not applied to automatic payments', { reason: error.message });
  }
}
