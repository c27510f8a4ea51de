import { cardExpiryNotice, installmentToNotify, nextChargeDate, nextNoticeAt } from '@sunward/shared/rules/installment-charges';
import * as z from 'zod/mini';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { planOf, type StoredPlan, writeClaimedWork } from '../store/installment-charge-repository';
import { type ClaimedWork, deleteClaimedWork } from '../store/timed-work-repository';
import { cardExpiringFacts, noticeFacts, type PlanBooking, sealedPayLink } from './installment-mail-facts';

const site = readSiteSettings();

/** What a booking's notice item keeps between runs: the installment it last told of, so none is told twice. */
const NoticeWorkData = z.object({ notified: z.optional(z.number()) });

export type InstallmentNoticeOutcome = 'sent' | 'moved' | 'ended' | 'claim-lost';

/** A booking whose plan still charges and may be told of: its deposit in, a balance left, a due date. */
function noticeable(booking: BookingRecord | undefined): (PlanBooking & { autoPay: StoredPlan }) | undefined {
  const plan = booking && planOf(booking);
  if (!booking || !plan || booking.status !== 'deposit_paid' || booking.balanceDueCents <= 0 || !booking.balanceDueDate) return undefined;
  return { ...booking, balanceDueDate: booking.balanceDueDate, autoPay: plan };
}

/**
 * One run's work on a booking's claimed `installment-notice` item (decisions 042 and 047): 3 days
 * before a charge, at 09:00 New York, the traveller is told what will be charged, when and to which
 * card, with a pay link to pay now instead and the way to My booking to change the card or switch
 * off. Only the next charge ahead is told of (after downtime, never one already made); the item
 * then moves to the following one's notice, or goes with the plan. The mail, its pay link and the
 * item's move are one write, which holds only while the claim stands.
 */
export async function sendInstallmentNotice(claim: ClaimedWork, now: Date): Promise<InstallmentNoticeOutcome> {
  logger.appendKeys({ bookingId: claim.subjectId });
  const booking = noticeable(await findBooking(claim.subjectId));
  const notified = NoticeWorkData.safeParse(claim.data).data?.notified;
  const installment = booking ? installmentToNotify(booking.autoPay, now, notified) : undefined;
  if (!booking || !installment) {
    const at = booking ? nextNoticeAt(booking.autoPay, now, notified) : undefined;
    if (!at) return (await deleteClaimedWork(claim)) ? 'ended' : 'claim-lost';
    const moved = await writeClaimedWork({ work: { claim, at, ...(notified === undefined ? {} : { data: { notified } }) }, at: now });
    return moved === 'written' ? 'moved' : 'claim-lost';
  }
  const link = await sealedPayLink('installmentNotice', booking, site.SITE_URL, now);
  const next = nextNoticeAt(booking.autoPay, now, installment.number);
  const written = await writeClaimedWork({
    work: { claim, at: next, data: { notified: installment.number } },
    mails: [
      {
        to: booking.email,
        template: 'installmentNotice',
        facts: noticeFacts(booking, booking.autoPay, installment, link.validUntil, site.SITE_URL),
        sealedFacts: link.sealedFacts,
      },
    ],
    payLinks: [link.put],
    at: now,
  });
  if (written !== 'written') return 'claim-lost';
  logger.info('installment notice sent', { installment: installment.number });
  return 'sent';
}

/**
 * One run's work on a booking's claimed `card-expiry-notice` item: 14 days before the first charge
 * its card would fail for having expired, the traveller is asked to change the card, once; the
 * item goes with the mail. A card changed meanwhile (by the traveller, or by the card networks'
 * updater) or a plan that no longer charges gets nothing; one whose charge is still further off has
 * its item moved to it.
 */
export async function remindOfCardExpiry(claim: ClaimedWork, now: Date): Promise<InstallmentNoticeOutcome> {
  logger.appendKeys({ bookingId: claim.subjectId });
  const booking = noticeable(await findBooking(claim.subjectId));
  const notice = booking ? cardExpiryNotice(booking.autoPay) : undefined;
  const card = booking?.autoPay.card;
  if (!booking || !notice || !card) return (await deleteClaimedWork(claim)) ? 'ended' : 'claim-lost';
  if (notice.at.getTime() > now.getTime()) {
    return (await writeClaimedWork({ work: { claim, at: notice.at }, at: now })) === 'written' ? 'moved' : 'claim-lost';
  }
  const chargeDate = nextChargeDate(notice.installment) ?? notice.installment.date;
  const written = await writeClaimedWork({
    work: { claim, at: undefined },
    mails: [{ to: booking.email, template: 'installmentCardExpiring', facts: cardExpiringFacts(booking, { ...booking.autoPay, card }, notice.installment, chargeDate, site.SITE_URL) }],
    at: now,
  });
  if (written !== 'written') return 'claim-lost';
  logger.info('card expiry reminder sent', { installment: notice.installment.number });
  return 'sent';
}
