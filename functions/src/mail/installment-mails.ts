import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { BookedTripFacts, bookingFacts, tripRows, myBookingLink, ReceiptFacts, receiptFacts, TripFacts } from './booking-mail-parts';
import { CalendarDateFact, CentsFact, InstantFact, SiteUrlFact } from './mail-facts';
import { formatAgencyDateTime, formatCalendarDate, type MailBlock, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';
import { CardFacts, cardName, ChargeFacts, controlBlocks, type InstallmentPayLinkSecrets, whichPayment } from './installment-mail-parts';

/**
 * The mails of automatic installments that go well (decision 047): the notice before each charge,
 * the receipt after it, and a charge the bank wants the traveller to authenticate. The refused
 * ones are in `installment-failure-mails.ts`. The pay links they carry are sealed for the mail
 * worker (decision 038), never in clear.
 */

/** The notice 3 days before a charge. */
export const InstallmentNoticeFacts = z.strictObject({
  ...TripFacts.shape,
  ...CardFacts.shape,
  ...ChargeFacts.shape,
  firstName: z.string(),
  /** The balance when the notice was decided: the charge takes the installment, or this when less. */
  balanceDueCents: CentsFact,
  payLinkValidUntil: InstantFact,
  siteUrl: SiteUrlFact,
});

/** To the traveller, 3 days before: what will be charged, when, on which card, and the ways to pay now, change the card or stop. */
export function installmentNoticeMail(facts: z.output<typeof InstallmentNoticeFacts> & z.output<typeof InstallmentPayLinkSecrets>): RenderedMail {
  const amount = formatUsd(facts.amountCents);
  const on = formatCalendarDate(facts.chargeDate);
  return renderMail({
    subject: `Your automatic payment of ${amount} on ${on}: ${facts.packageTitle} (${facts.reference})`,
    audience: 'traveller',
    heading: 'Your next automatic payment',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `As you agreed, we will charge ${amount} to your ${cardName(facts)} on ${on}: ${whichPayment(facts)} of the balance of your trip. You do not need to do anything.`,
      },
      {
        kind: 'facts',
        title: 'The payment',
        rows: [
          ...tripRows(facts),
          ['Amount', amount],
          ['Charged on', on],
          ['Card', cardName(facts)],
          ['Balance due now', formatUsd(facts.balanceDueCents)],
        ],
      },
      { kind: 'link', label: 'Pay now instead', url: facts.payUrl },
      {
        kind: 'paragraph',
        text: `Paying now, in part or in full, lowers the automatic payments from the last one. The button needs no code and works until ${formatAgencyDateTime(facts.payLinkValidUntil)}; please do not forward this e-mail.`,
      },
      ...controlBlocks(facts.siteUrl),
    ],
  });
}

/** The receipt of a charge the plan made. */
export const InstallmentReceiptFacts = z.strictObject({
  ...BookedTripFacts.shape,
  ...ReceiptFacts.shape,
  ...CardFacts.shape,
  installmentNumber: z.number().check(z.int(), z.positive()),
  installmentCount: z.number().check(z.int(), z.positive()),
  firstName: z.string(),
  /** The plan's next charge, when one is left. */
  nextChargeDate: z.optional(CalendarDateFact),
  nextChargeCents: z.optional(CentsFact),
  /** What this payment took beyond the balance due; 0 almost always. */
  overpaidCents: CentsFact,
  siteUrl: SiteUrlFact,
});

/** To the traveller: the receipt of an automatic payment, and the next one. */
export function installmentReceiptMail(facts: z.output<typeof InstallmentReceiptFacts>): RenderedMail {
  const paidInFull = facts.balanceDueCents <= 0;
  const next =
    facts.nextChargeDate && facts.nextChargeCents !== undefined
      ? ` The next automatic payment, ${formatUsd(facts.nextChargeCents)}, is on ${formatCalendarDate(facts.nextChargeDate)}.`
      : '';
  return renderMail({
    subject: `Automatic payment received: ${formatUsd(facts.paidCents)} for booking ${facts.reference}`,
    audience: 'traveller',
    heading: paidInFull ? 'Your trip is paid in full' : 'Thank you: your automatic payment went through',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: paidInFull
          ? `We charged ${formatUsd(facts.paidCents)} to your ${cardName(facts)}, ${whichPayment(facts)}. Your trip is now paid in full: nothing more is due.`
          : `We charged ${formatUsd(facts.paidCents)} to your ${cardName(facts)}, ${whichPayment(facts)}. The balance still due is ${formatUsd(facts.balanceDueCents)}.${next}`,
      },
      ...(facts.overpaidCents > 0
        ? [
            {
              kind: 'paragraph',
              text: `This payment was ${formatUsd(facts.overpaidCents)} more than the balance that was due. We will refund the difference to your card; you do not need to do anything.`,
            } satisfies MailBlock,
          ]
        : []),
      bookingFacts(facts),
      receiptFacts(facts, { paid: 'Automatic payment', balance: 'Balance due' }),
      ...(paidInFull ? [myBookingLink(facts.siteUrl)] : controlBlocks(facts.siteUrl)),
    ],
  });
}

/** A charge the traveller's bank wants them to confirm. */
export const InstallmentAuthenticationFacts = z.strictObject({
  ...TripFacts.shape,
  ...CardFacts.shape,
  ...ChargeFacts.shape,
  firstName: z.string(),
  payLinkValidUntil: InstantFact,
  siteUrl: SiteUrlFact,
});

/** To the traveller: their bank asks them to confirm this payment; one button does it, and sets the card up for the next ones. */
export function installmentAuthenticationMail(
  facts: z.output<typeof InstallmentAuthenticationFacts> & z.output<typeof InstallmentPayLinkSecrets>,
): RenderedMail {
  const amount = formatUsd(facts.amountCents);
  return renderMail({
    subject: `Please confirm your payment of ${amount}: ${facts.packageTitle} (${facts.reference})`,
    audience: 'traveller',
    heading: 'Your bank asks you to confirm a payment',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `We tried to charge ${amount} to your ${cardName(facts)} on ${formatCalendarDate(facts.chargeDate)}, ${whichPayment(facts)} of your balance, and your bank asked you to confirm it. Nothing was charged yet.`,
      },
      {
        kind: 'facts',
        title: 'The payment',
        rows: [
          ...tripRows(facts),
          ['Amount', amount],
          ['Card', cardName(facts)],
        ],
      },
      { kind: 'link', label: 'Confirm the payment', url: facts.payUrl },
      {
        kind: 'paragraph',
        text: `The button opens a page where your bank asks you to confirm this one payment; once done, the next automatic payments go through as agreed. It needs no code and works until ${formatAgencyDateTime(facts.payLinkValidUntil)}; please do not forward this e-mail.`,
      },
      ...controlBlocks(facts.siteUrl),
    ],
  });
}
