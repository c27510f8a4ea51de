import { cents } from '@sunward/shared/money';
import {
  installmentDueForCharge,
  installmentIdempotencyKey,
  installmentMetadata,
  isPlanCharging,
  nextChargeAt,
  nextChargeDate,
  type Plan,
  type PlanInstallment,
  planAfterFailure,
} from '@sunward/shared/rules/installment-charges';
import type { ChargeFailure } from '@sunward/shared/rules/installment-failures';
import { chargeAmount, MIN_INSTALLMENT_CENTS } from '@sunward/shared/rules/installment-plan';
import { chargeOffSession } from '../adapters/payments';
import { HttpError } from '../http/http-error';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { readAgencySettings } from '../settings/mail';
import { readSiteSettings } from '../settings/site';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import type { TransactItem } from '../store/conditional-write';
import {
  CARD_EXPIRY_NOTICE,
  INSTALLMENT_NOTICE,
  type InstallmentWritten,
  planOf,
  type StoredPlan,
  writeClaimedWork,
  writeInstallmentOutcome,
} from '../store/installment-charge-repository';
import { type ClaimedWork, deleteClaimedWork } from '../store/timed-work-repository';
import { authenticationFacts, failedFacts, type PlanBooking, sealedPayLink, suspendedFacts, suspendedNoticeFacts } from './installment-mail-facts';
import { recordPayment } from './record-payment';

const site = readSiteSettings();
const agency = readAgencySettings();

/** How many times one item reads its booking again after a write the booking refused (a payment meanwhile). */
const MAX_ATTEMPTS = 3;

export type InstallmentChargeOutcome =
  /** An installment was charged and recorded. */
  | 'charged'
  /** An installment's charge was refused, and what that means was written. */
  | 'refused'
  /** Nothing due yet (moved by a payment, a retry later): the item moved to the next charge. */
  | 'moved'
  /** Nothing left to charge: the item is gone. */
  | 'ended'
  | 'claim-lost';

/** A booking whose plan may be charged now: its deposit in, a balance left, a due date, a card. */
function chargeable(booking: BookingRecord | undefined): (PlanBooking & { autoPay: StoredPlan }) | undefined {
  const plan = booking && planOf(booking);
  if (!booking || !plan || !isPlanCharging(plan) || !plan.paymentMethodId) return undefined;
  if (booking.status !== 'deposit_paid' || booking.balanceDueCents <= 0 || !booking.balanceDueDate) return undefined;
  return { ...booking, balanceDueDate: booking.balanceDueDate, autoPay: plan };
}

/** When the charge item is due next: at the plan's next charge, or at once when that time has passed; undefined when none is left. */
function nextChargeWorkAt(plan: Plan, now: Date): Date | undefined {
  const at = nextChargeAt(plan);
  return at && at.getTime() < now.getTime() ? now : at;
}

/** Moves the claimed item to the plan's next charge, or ends it when none is left. */
async function moveOn(claim: ClaimedWork, booking: BookingRecord | undefined, now: Date): Promise<'moved' | 'ended' | 'claim-lost'> {
  const plan = booking && planOf(booking);
  const at = plan && chargeable(booking) ? nextChargeWorkAt(plan, now) : undefined;
  if (!at) return (await deleteClaimedWork(claim)) ? 'ended' : 'claim-lost';
  const written = await writeClaimedWork({ work: { claim, at }, at: now });
  return written === 'written' ? 'moved' : 'claim-lost';
}

/**
 * What a refused charge writes: the installment and the plan moved on (`planAfterFailure`), the
 * charge item to the plan's next charge, and the mail that asks the traveller for what only they
 * can do: authenticate this payment, or change the card. A plan suspended by it loses its timed
 * work, and the traveller and the agency are told instead.
 */
async function refused(
  claim: ClaimedWork,
  booking: PlanBooking & { autoPay: StoredPlan },
  installment: PlanInstallment,
  attempt: number,
  failure: ChargeFailure,
  paymentIntentId: string | undefined,
  now: Date,
): Promise<InstallmentWritten> {
  const seen = booking.autoPay;
  const index = seen.installments.findIndex((candidate) => candidate.number === installment.number);
  const next = planAfterFailure(seen, { number: installment.number, attempts: attempt, paymentIntentId, failure, balanceDueDate: booking.balanceDueDate, at: now });
  const changed = next.installments[index];
  if (!changed) throw new Error(`The plan of ${booking.id} lost installment ${installment.number}`);
  const chargeDate = nextChargeDate(installment) ?? installment.date;
  const mails: OutgoingMail[] = [];
  const payLinks: TransactItem[] = [];
  const suspended = next.state === 'suspended';
  if (suspended) {
    const link = await sealedPayLink('installmentPlanSuspended', booking, site.SITE_URL, now);
    payLinks.push(link.put);
    mails.push(
      {
        to: booking.email,
        template: 'installmentPlanSuspended',
        facts: suspendedFacts(booking, next, failure.message, link.validUntil, site.SITE_URL),
        sealedFacts: link.sealedFacts,
      },
      {
        to: agency.AGENCY_EMAIL,
        replyTo: booking.email,
        template: 'installmentPlanSuspendedNotice',
        facts: suspendedNoticeFacts(booking, next, failure.message, site.SITE_URL),
      },
    );
  } else if (changed.state === 'needs-authentication') {
    const link = await sealedPayLink('installmentAuthentication', booking, site.SITE_URL, now);
    payLinks.push(link.put);
    mails.push({
      to: booking.email,
      template: 'installmentAuthentication',
      facts: authenticationFacts(booking, seen, installment, chargeDate, link.validUntil, site.SITE_URL),
      sealedFacts: link.sealedFacts,
    });
  } else {
    const link = await sealedPayLink('installmentFailed', booking, site.SITE_URL, now);
    payLinks.push(link.put);
    mails.push({
      to: booking.email,
      template: 'installmentFailed',
      facts: failedFacts(
        booking,
        seen,
        installment,
        chargeDate,
        { message: failure.message, retryDate: changed.state === 'retrying' ? changed.nextAttemptDate : undefined },
        link.validUntil,
        site.SITE_URL,
      ),
      sealedFacts: link.sealedFacts,
    });
  }
  return writeInstallmentOutcome({
    bookingId: booking.id,
    seen,
    next,
    index,
    work: { claim, at: nextChargeWorkAt(next, now) },
    alsoDelete: suspended ? [INSTALLMENT_NOTICE, CARD_EXPIRY_NOTICE] : [],
    mails,
    payLinks,
    at: now,
  });
}

/** An installment too small to charge, skipped, and the item moved to the next charge. */
async function skipped(claim: ClaimedWork, booking: PlanBooking & { autoPay: StoredPlan }, installment: PlanInstallment, now: Date): Promise<InstallmentWritten> {
  const seen = booking.autoPay;
  const index = seen.installments.findIndex((candidate) => candidate.number === installment.number);
  const next: StoredPlan = {
    ...seen,
    installments: seen.installments.map((candidate) => (candidate.number === installment.number ? { ...candidate, state: 'skipped' } : candidate)),
    changedAt: now.toISOString(),
  };
  logger.info('installment below the smallest charge skipped', { installment: installment.number });
  return writeInstallmentOutcome({
    bookingId: booking.id,
    seen,
    next,
    index,
    work: { claim, at: nextChargeWorkAt(next, now) },
    mails: [],
    at: now,
  });
}

/**
 * One run's work on a booking's claimed `installment-charge` item (decisions 042 and 047), decided
 * from the booking as it is now. A booking whose plan no longer charges (switched off, suspended,
 * completed, the booking cancelled, released or paid) loses its item and is charged nothing. Else
 * the installment due is charged once, off-session, for the installment or the balance then due
 * when that is less, with an idempotency key per installment and attempt: a run that dies after
 * Stripe answered asks again with the same key after the lease and gets the same answer. A
 * success goes through the one recorder, which Stripe's webhook also calls, so it counts once
 * whichever comes first; a refusal is written by `refused`.
 */
export async function chargeInstallment(claim: ClaimedWork, now: Date): Promise<InstallmentChargeOutcome> {
  logger.appendKeys({ bookingId: claim.subjectId });
  for (let round = 1; round <= MAX_ATTEMPTS; round++) {
    const found = await findBooking(claim.subjectId);
    const booking = chargeable(found);
    const installment = booking ? installmentDueForCharge(booking.autoPay, now) : undefined;
    if (!booking || !installment) return moveOn(claim, found, now);

    const plan = booking.autoPay;
    const amount = chargeAmount({ ...installment, amountCents: cents(installment.amountCents) }, booking.balanceDueCents);
    if (amount < MIN_INSTALLMENT_CENTS) {
      // Stripe charges no less; the few cents left are the balance's, which its reminders ask for.
      const written = await skipped(claim, booking, installment, now);
      if (written === 'written') return 'moved';
      if (written === 'claim-lost') return 'claim-lost';
      continue;
    }
    const attempt = installment.attempts + 1;
    const charge = await chargeOffSession({
      amount,
      customerId: plan.customerId,
      paymentMethodId: plan.paymentMethodId!,
      metadata: installmentMetadata(booking.id, installment.number, attempt),
      description: `${booking.packageTitle}: automatic payment ${installment.number} of ${plan.installments.length} (${bookingReference(booking)})`,
      receiptEmail: booking.email,
      idempotencyKey: installmentIdempotencyKey(booking.id, installment.number, attempt),
    });

    if (charge.outcome === 'succeeded') {
      logger.appendKeys({ paymentIntentId: charge.intent.id });
      try {
        await recordPayment(booking.id, charge.intent.id, 'installment', now);
      } catch (error) {
        // Refused by the recorder (the booking released meanwhile): the recorder marked and told what it must.
        if (!(error instanceof HttpError)) throw error;
        logger.warn('An automatic payment was not recorded', { reason: error.message });
      }
      logger.info('installment charged', { installment: installment.number, amountCents: amount });
      const moved = await moveOn(claim, await findBooking(booking.id), now);
      return moved === 'claim-lost' ? 'claim-lost' : 'charged';
    }

    const failure: ChargeFailure = { code: charge.code, declineCode: charge.declineCode, adviceCode: charge.adviceCode, message: charge.message };
    const written = await refused(claim, booking, installment, attempt, failure, charge.intent?.id, now);
    if (written === 'written') {
      logger.info('installment refused', { installment: installment.number, attempt, failureCode: charge.code, declineCode: charge.declineCode });
      return 'refused';
    }
    if (written === 'claim-lost') return 'claim-lost';
    // The plan changed between the read and the write (a payment, a switch-off): decide again from it.
  }
  throw new Error(`The plan of ${claim.subjectId} kept changing while its charge was written`);
}
