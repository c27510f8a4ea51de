import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import {
  adminBookingLink,
  balanceOwedFacts,
  BookedTripFacts,
  bookingFacts,
  tripRows,
  myBookingLink,
  ReceiptFacts,
  receiptFacts,
  TravellerFacts,
  travellerRows,
  TripFacts,
} from './booking-mail-parts';
import { CalendarDateFact, CentsFact, InstantFact, SiteUrlFact } from './mail-facts';
import { formatAgencyDateTime, formatCalendarDate, type MailBlock, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The mails of automatic installments (decision 047): the notice before each charge, the receipt
 * after it, what a refused charge asks of the traveller (authenticate it, or change the card), the
 * plan's suspension (traveller and agency), and the reminder of a card that expires before a
 * charge. The pay links they carry are sealed for the mail worker (decision 038), never in clear.
 */

/** What only the mail worker may read: the pay link (decision 043) of the mails that carry one. */
export const InstallmentPayLinkSecrets = z.strictObject({ payUrl: z.url() });

/** The card a plan charges, as the traveller recognises it; absent once the plan has none (switched off). */
const CardFacts = z.object({ cardBrand: z.optional(z.string()), cardLast4: z.optional(z.string().check(z.regex(/^\d{4}$/))) });

/** Which installment of how many, its day and what it takes. */
const ChargeFacts = z.object({
  installmentNumber: z.number().check(z.int(), z.positive()),
  installmentCount: z.number().check(z.int(), z.positive()),
  chargeDate: CalendarDateFact,
  amountCents: CentsFact,
});

const cardName = (facts: z.output<typeof CardFacts>) => (facts.cardLast4 ? `${brandName(facts.cardBrand ?? '')} ending in ${facts.cardLast4}` : 'card');

function brandName(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };
  return known[brand] ?? 'Card';
}

const whichPayment = (facts: { installmentNumber: number; installmentCount: number }) => `payment ${facts.installmentNumber} of ${facts.installmentCount}`;

/** The way out every mail of a plan offers: My booking, where the card is changed and the plan switched off. */
function controlBlocks(siteUrl: string): MailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: 'To change the card or switch automatic payments off, open My booking with a code we e-mail you, or reply to this e-mail.',
    },
    myBookingLink(siteUrl, 'Change the card or switch off'),
  ];
}

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
