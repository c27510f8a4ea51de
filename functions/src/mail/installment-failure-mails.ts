import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { adminBookingLink, balanceOwedFacts, myBookingLink, TravellerFacts, travellerRows, TripFacts } from './booking-mail-parts';
import { CalendarDateFact, CentsFact, InstantFact, SiteUrlFact } from './mail-facts';
import { formatAgencyDateTime, formatCalendarDate, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';
import { CardFacts, cardName, ChargeFacts, controlBlocks, type InstallmentPayLinkSecrets, whichPayment } from './installment-mail-parts';

/**
 * The mails of automatic installments that did not go through (decision 047): a refused charge and
 * what it asks of the traveller, the plan's suspension (traveller and agency), and the reminder of
 * a card that expires before a charge.
 */

/** A charge refused for a reason the traveller must fix, or one that will be tried again. */
export const InstallmentFailedFacts = z.strictObject({
  ...TripFacts.shape,
  ...CardFacts.shape,
  ...ChargeFacts.shape,
  firstName: z.string(),
  /** Stripe's words for why the card was refused. */
  reason: z.string(),
  /** When it will be tried again; absent when it will not. */
  retryDate: z.optional(CalendarDateFact),
  balanceDueCents: CentsFact,
  balanceDueDate: CalendarDateFact,
  payLinkValidUntil: InstantFact,
  siteUrl: SiteUrlFact,
});

/** To the traveller: the charge was refused; we try again on a day, or the card needs updating. The amount is never added to the next charge. */
export function installmentFailedMail(facts: z.output<typeof InstallmentFailedFacts> & z.output<typeof InstallmentPayLinkSecrets>): RenderedMail {
  const amount = formatUsd(facts.amountCents);
  const retry = facts.retryDate ? formatCalendarDate(facts.retryDate) : undefined;
  return renderMail({
    subject: retry
      ? `Your automatic payment of ${amount} did not go through: we will try again on ${retry}`
      : `Update your card: your automatic payment of ${amount} did not go through`,
    audience: 'traveller',
    heading: retry ? 'Your automatic payment did not go through' : 'Please update your card',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `We could not charge ${amount} to your ${cardName(facts)} on ${formatCalendarDate(facts.chargeDate)}, ${whichPayment(facts)} of the balance of ${facts.packageTitle} (${facts.reference}). Your bank said: "${facts.reason}"`,
      },
      {
        kind: 'paragraph',
        text: retry
          ? `We will try again on ${retry}. To avoid that, pay now with the button below, or change the card in My booking.`
          : `We will not try this card again. Please change the card in My booking so the next payments go through, and pay this ${amount} with the button below. It is not added to your next automatic payment; the balance of ${formatUsd(facts.balanceDueCents)} is due by ${formatCalendarDate(facts.balanceDueDate)}.`,
      },
      { kind: 'link', label: 'Pay now', url: facts.payUrl },
      {
        kind: 'paragraph',
        text: `The button needs no code and works until ${formatAgencyDateTime(facts.payLinkValidUntil)}; please do not forward this e-mail.`,
      },
      ...controlBlocks(facts.siteUrl),
    ],
  });
}

/** The plan stopped after refused charges in a row: what the traveller now owes, and how to pay. */
export const InstallmentPlanSuspendedFacts = z.strictObject({
  ...TripFacts.shape,
  ...CardFacts.shape,
  firstName: z.string(),
  /** The last refusal, in Stripe's words. */
  reason: z.string(),
  failedPayments: z.number().check(z.int(), z.positive()),
  balanceDueCents: CentsFact,
  balanceDueDate: CalendarDateFact,
  payLinkValidUntil: InstantFact,
  siteUrl: SiteUrlFact,
});

/** To the traveller: automatic payments are stopped; the balance is due by its date, payable from the button. */
export function installmentPlanSuspendedMail(
  facts: z.output<typeof InstallmentPlanSuspendedFacts> & z.output<typeof InstallmentPayLinkSecrets>,
): RenderedMail {
  return renderMail({
    subject: `Automatic payments stopped for booking ${facts.reference}: ${formatUsd(facts.balanceDueCents)} due by ${formatCalendarDate(facts.balanceDueDate)}`,
    audience: 'traveller',
    heading: 'Your automatic payments are stopped',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `${facts.failedPayments} automatic payments in a row could not be charged to your ${cardName(facts)}, so we have stopped charging it. The last time your bank said: "${facts.reason}"`,
      },
      {
        kind: 'paragraph',
        text: `The balance of ${formatUsd(facts.balanceDueCents)} for ${facts.packageTitle} is due by ${formatCalendarDate(facts.balanceDueDate)}, and we will remind you of it as the date comes. You can pay it, in part or in full, with the button below, or set up automatic payments again with another card in My booking.`,
      },
      balanceOwedFacts(facts),
      { kind: 'link', label: 'Pay the balance', url: facts.payUrl },
      {
        kind: 'paragraph',
        text: `The button needs no code and works until ${formatAgencyDateTime(facts.payLinkValidUntil)}; please do not forward this e-mail.`,
      },
      myBookingLink(facts.siteUrl),
    ],
  });
}

/** The agency's notice of a suspended plan. */
export const InstallmentPlanSuspendedNoticeFacts = z.strictObject({
  ...TravellerFacts.shape,
  reason: z.string(),
  failedPayments: z.number().check(z.int(), z.positive()),
  balanceDueCents: CentsFact,
  balanceDueDate: CalendarDateFact,
  siteUrl: SiteUrlFact,
});

/** To the agency: a traveller's automatic payments stopped after refused charges; the balance is theirs to pay by the due date. */
export function installmentPlanSuspendedNoticeMail(facts: z.output<typeof InstallmentPlanSuspendedNoticeFacts>): RenderedMail {
  const name = `${facts.firstName} ${facts.lastName}`;
  return renderMail({
    subject: `Automatic payments suspended: ${name}, ${facts.reference}`,
    audience: 'agency',
    heading: 'Automatic payments suspended',
    blocks: [
      {
        kind: 'paragraph',
        text: `${facts.failedPayments} automatic payments in a row were refused for ${name}, so the plan is suspended and the card is no longer charged. The traveller was told, with a link to pay; the balance reminders carry on. The last refusal: "${facts.reason}"`,
      },
      {
        kind: 'facts',
        rows: [
          ...travellerRows(facts),
          ['Balance due', formatUsd(facts.balanceDueCents)],
          ['Due by', formatCalendarDate(facts.balanceDueDate)],
        ],
      },
      { kind: 'paragraph', text: 'Reply to this e-mail to write to the traveller.' },
      adminBookingLink(facts.siteUrl, facts.reference),
    ],
  });
}

/** A card that expires before a charge of the plan. */
export const InstallmentCardExpiringFacts = z.strictObject({
  ...TripFacts.shape,
  ...CardFacts.shape,
  ...ChargeFacts.shape,
  firstName: z.string(),
  cardExpMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  cardExpYear: z.number().check(z.int()),
  siteUrl: SiteUrlFact,
});

/** To the traveller, 14 days before the charge the card would fail: change the card in My booking. */
export function installmentCardExpiringMail(facts: z.output<typeof InstallmentCardExpiringFacts>): RenderedMail {
  const expiry = `${String(facts.cardExpMonth).padStart(2, '0')}/${facts.cardExpYear}`;
  const on = formatCalendarDate(facts.chargeDate);
  return renderMail({
    subject: `Your card expires before your automatic payment on ${on}: ${facts.reference}`,
    audience: 'traveller',
    heading: 'Your card expires before your next payments',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `Your ${cardName(facts)} expires at the end of ${expiry}, before ${whichPayment(facts)} of ${formatUsd(facts.amountCents)} on ${on} for ${facts.packageTitle} (${facts.reference}). Please give us your new card in My booking, so the payment goes through.`,
      },
      myBookingLink(facts.siteUrl, 'Change the card'),
      { kind: 'paragraph', text: 'If your bank has already sent you a new card, its new expiry date may reach us by itself; changing the card does no harm.' },
    ],
  });
}
