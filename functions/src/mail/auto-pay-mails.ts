import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { myBookingLink, TripFacts } from './booking-mail-parts';
import { CalendarDateFact, CentsFact, InstantFact, SiteUrlFact } from './mail-facts';
import { formatAgencyDateTime, formatCalendarDate, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The mails of automatic installments that the traveller's own choices cause (decision 047): the
 * confirmation of the consent, with the plan and the words agreed to, and the confirmation that
 * automatic payments are off. Each declares the facts it renders (decision 034).
 */

const CardFacts = z.strictObject({ brand: z.string(), last4: z.string().check(z.regex(/^\d{4}$/)) });

function cardWords(card: z.output<typeof CardFacts>): string {
  const brand = card.brand ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}` : 'Card';
  return `${brand} ending in ${card.last4}`;
}

/** The consent's confirmation: the plan's payments, the card, the consent text and its version, when it was given. */
export const AutoPayConsentFacts = z.strictObject({
  ...TripFacts.shape,
  firstName: z.string(),
  installments: z.array(z.strictObject({ number: z.number().check(z.int(), z.positive()), date: CalendarDateFact, amountCents: CentsFact })).check(z.minLength(1)),
  card: CardFacts,
  /** The consent text as the traveller agreed to it, one sentence each. */
  consentText: z.array(z.string()).check(z.minLength(1)),
  consentVersion: z.string(),
  consentedAt: InstantFact,
  balanceDueDate: z.optional(CalendarDateFact),
  siteUrl: SiteUrlFact,
});

/** To the traveller: automatic payments are on, the plan as a table, what they agreed to and how to stop. */
export function autoPayConsentMail(facts: z.output<typeof AutoPayConsentFacts>): RenderedMail {
  const count = facts.installments.length;
  return renderMail({
    subject: `Automatic payments are on for booking ${facts.reference}`,
    audience: 'traveller',
    heading: 'Automatic payments are on',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `Your balance for ${facts.packageTitle} will be paid in ${count} monthly ${count === 1 ? 'payment' : 'payments'} from your ${cardWords(facts.card)}. We will e-mail you 3 days before each payment, and a receipt after it.`,
      },
      {
        kind: 'facts',
        title: 'Your payments',
        rows: facts.installments.map((installment) => [`Payment ${installment.number} · ${formatCalendarDate(installment.date)}`, formatUsd(installment.amountCents)] as const),
      },
      {
        kind: 'facts',
        title: 'Your booking',
        rows: [
          ['Booking reference', facts.reference],
          ['Trip', facts.packageTitle],
          ['Card', cardWords(facts.card)],
          ...(facts.balanceDueDate ? ([['Balance due by', formatCalendarDate(facts.balanceDueDate)]] as const) : []),
        ],
      },
      { kind: 'subheading', text: 'What you agreed to' },
      { kind: 'paragraph', text: facts.consentText.join('\n') },
      { kind: 'paragraph', text: `Agreed on ${formatAgencyDateTime(facts.consentedAt)} (terms version ${facts.consentVersion}).` },
      {
        kind: 'paragraph',
        text: 'To stop automatic payments or change the card, open My booking and choose "Switch off" or "Change card", or reply to this e-mail. Switching off cancels every payment not yet made.',
      },
      myBookingLink(facts.siteUrl, 'Open My booking'),
    ],
  });
}

/** The switch-off's confirmation: who switched it off, what is left to pay and by when. */
export const AutoPaySwitchedOffFacts = z.strictObject({
  ...TripFacts.shape,
  firstName: z.string(),
  /** The agency switched it off, not the traveller. */
  byOperator: z.boolean(),
  /** The card that was removed; absent when none was saved. */
  card: z.optional(CardFacts),
  balanceDueCents: CentsFact,
  balanceDueDate: z.optional(CalendarDateFact),
  siteUrl: SiteUrlFact,
});

/** To the traveller: no more automatic payments, the card removed, the balance and its due date. */
export function autoPaySwitchedOffMail(facts: z.output<typeof AutoPaySwitchedOffFacts>): RenderedMail {
  const who = facts.byOperator ? 'We have switched off automatic payments' : 'You have switched off automatic payments';
  const card = facts.card ? ` Your ${cardWords(facts.card)} is no longer saved with us.` : '';
  const due = facts.balanceDueDate ? ` by ${formatCalendarDate(facts.balanceDueDate)}` : ' by its due date';
  return renderMail({
    subject: `Automatic payments are off for booking ${facts.reference}`,
    audience: 'traveller',
    heading: 'Automatic payments are off',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      { kind: 'paragraph', text: `${who} for ${facts.packageTitle}: no further payment will be taken from your card.${card}` },
      {
        kind: 'paragraph',
        text:
          facts.balanceDueCents > 0
            ? `The balance of ${formatUsd(facts.balanceDueCents)} is still due${due}. You can pay it, or switch automatic payments on again, in My booking.`
            : 'Nothing is left to pay on this booking.',
      },
      {
        kind: 'facts',
        title: 'Your booking',
        rows: [
          ['Booking reference', facts.reference],
          ['Trip', facts.packageTitle],
          ['Balance due', formatUsd(facts.balanceDueCents)],
          ...(facts.balanceDueDate && facts.balanceDueCents > 0 ? ([['Balance due by', formatCalendarDate(facts.balanceDueDate)]] as const) : []),
        ],
      },
      { kind: 'paragraph', text: 'If you did not ask for this, reply to this e-mail.' },
      myBookingLink(facts.siteUrl, 'Open My booking'),
    ],
  });
}
