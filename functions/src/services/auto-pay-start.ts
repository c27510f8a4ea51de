import { agencyDate } from '@sunward/shared/rules/agency-calendar';
import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import { type Installment, planInstallments } from '@sunward/shared/rules/installment-plan';
import { cents } from '@sunward/shared/money';
import { paymentMethodOfIntent } from '../adapters/saved-cards';
import { logger } from '../observability/logger';
import { errorSummary } from '../observability/error-summary';
import { readSiteSettings } from '../settings/site';
import {
  dropPlanStart,
  newPlan,
  type PlanStart,
  planStartLaterWrites,
  planWithDepositWrites,
  startPlan,
} from '../store/auto-pay-repository';
import type { AutoPayWrites } from '../store/auto-pay-update';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { type ClaimedWork, deleteClaimedWork } from '../store/timed-work-repository';
import { autoPayConsentMail } from './auto-pay-mail-facts';

const site = readSiteSettings();

/** When the fallback start of a plan asked for on the booking form runs, if the deposit's write could not start it. */
export const PLAN_START_FALLBACK_MS = 2 * 60_000;

/**
 * The plan a booking would get if its traveller agreed at `now` (decision 047): its balance in
 * monthly payments from the agency's day of `now`, the last 10 days before its due date; none when
 * nothing is left to pay or no payment fits.
 */
export function plannedFor(booking: Pick<BookingRecord, 'balanceDueCents' | 'balanceDueDate'>, now: Date): Installment[] {
  if (!booking.balanceDueDate || booking.balanceDueCents <= 0) return [];
  return planInstallments({ balanceCents: cents(booking.balanceDueCents), startDate: agencyDate(now), balanceDueDate: booking.balanceDueDate });
}

/** The traveller ticked the box on the booking form and the plan has not started yet. */
function waitsForPlan(booking: BookingRecord): boolean {
  return booking.autoPayRequested === true && booking.autoPay === undefined;
}

/** The card a deposit saved on the traveller's Stripe customer, or undefined when it saved none. */
async function cardOfDeposit(paymentIntentId: string): Promise<Omit<PlanStart, 'consentVersion'> | undefined> {
  const method = await paymentMethodOfIntent(paymentIntentId);
  if (!method?.customerId) return undefined;
  return { customerId: method.customerId, paymentMethodId: method.paymentMethodId, card: method.card };
}

/**
 * What the deposit's own transaction writes for a traveller who ticked the box (decision 047): the
 * plan, its timed work and the consent mail, from the card the deposit saved and the booking as the
 * deposit leaves it. When Stripe cannot tell the card now, a fallback item starts the plan a few
 * minutes later; when no installment fits, nothing (the booking answers `autoPay: null`). Asked of
 * Stripe before the write, so the write itself stays one transaction.
 */
export async function planWithDeposit(booking: BookingRecord, paymentIntentId: string, now: Date): Promise<((recorded: BookingRecord) => AutoPayWrites | undefined) | undefined> {
  if (!waitsForPlan(booking)) return undefined;
  let card: Omit<PlanStart, 'consentVersion'> | undefined;
  try {
    card = await cardOfDeposit(paymentIntentId);
  } catch (error) {
    logger.warn('The card a deposit saved could not be read; the plan starts after the deposit', { ...errorSummary(error) });
  }
  return (recorded) => {
    if (!waitsForPlan(recorded) || recorded.status !== 'deposit_paid') return undefined;
    const installments = plannedFor(recorded, now);
    if (installments.length === 0) return undefined;
    if (!card) return planStartLaterWrites(recorded.id, new Date(now.getTime() + PLAN_START_FALLBACK_MS));
    const plan = newPlan({ ...card, consentVersion: INSTALLMENT_CONSENT_VERSION }, installments, now);
    return planWithDepositWrites(recorded.id, plan, autoPayConsentMail(recorded, plan, site.SITE_URL), now);
  };
}

export type RequestedPlanStart = 'started' | 'not-waiting' | 'none-fits' | 'no-card' | 'changed';

/**
 * Starts the plan of a booking whose traveller ticked the box, when its deposit is in and the plan
 * has not started: right after a deposit's write that could not start it, on a replay of the
 * deposit (the webhook's retry), or from the fallback item. The write is conditional on the booking
 * having no plan, so however many of these race, one plan and one consent mail are written.
 */
export async function startRequestedPlan(bookingId: string, now: Date): Promise<RequestedPlanStart> {
  const booking = await findBooking(bookingId);
  if (!booking || !waitsForPlan(booking) || booking.status !== 'deposit_paid' || !booking.depositPaymentIntentId) return 'not-waiting';
  const installments = plannedFor(booking, now);
  if (installments.length === 0) {
    await dropPlanStart(booking.id);
    return 'none-fits';
  }
  const card = await cardOfDeposit(booking.depositPaymentIntentId);
  if (!card) {
    logger.error('A deposit made to start automatic payments saved no card; the traveller can opt in from My booking', { bookingId });
    await dropPlanStart(booking.id);
    return 'no-card';
  }
  const plan = newPlan({ ...card, consentVersion: INSTALLMENT_CONSENT_VERSION }, installments, now);
  return (await startPlan(booking, plan, autoPayConsentMail(booking, plan, site.SITE_URL), now)) ? 'started' : 'changed';
}

/**
 * After a deposit was recorded (or found recorded), the plan it should have started, if it has
 * not: a failure here is logged, never the deposit's, and the fallback item tries again.
 */
export async function withRequestedPlan(booking: BookingRecord, now: Date): Promise<BookingRecord> {
  if (!waitsForPlan(booking) || booking.status !== 'deposit_paid') return booking;
  try {
    const outcome = await startRequestedPlan(booking.id, now);
    logger.info('Automatic payments asked for on the booking form', { autoPayStart: outcome });
    return (await findBooking(booking.id)) ?? booking;
  } catch (error) {
    logger.warn('Automatic payments did not start with the deposit; the fallback item tries again', { ...errorSummary(error) });
    return booking;
  }
}

/** The `auto-pay-start` timed work (decision 042): the fallback start, done once, then gone. */
export async function startPlanFromWork(claim: ClaimedWork, now: Date): Promise<string> {
  logger.appendKeys({ bookingId: claim.subjectId });
  const outcome = await startRequestedPlan(claim.subjectId, now);
  // A plan started meanwhile, or a booking that no longer waits: the item has nothing left to do.
  if (outcome === 'not-waiting') await deleteClaimedWork(claim);
  // The booking changed between the read and the write: the next run, after the claim's lease, reads it again.
  if (outcome === 'changed') return 'retry';
  return outcome === 'started' ? 'sent' : outcome;
}
