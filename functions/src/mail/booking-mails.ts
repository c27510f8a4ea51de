import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { CalendarDateFact, CentsFact, InstantFact, SiteUrlFact } from './mail-facts';
import type { RenderedMail } from './outgoing-mail';
import { agencyName, formatAgencyDateTime, formatCalendarDate, type MailBlock, renderMail, siteLink } from './mail-layout';

/**
 * The mails about a booking's payments. None carries a Stripe id, save the agency's notice of a
 * deposit to refund and of a dispute, which name the PaymentIntent to find in Stripe: the traveller and the
 * agency quote the short booking reference; dates are the agency's (America/New_York).
 *
 * Each template declares the facts it renders (decision 034): the service that causes the mail
 * picks them from the booking and the payment, and the outbox keeps only those.
 */

const myBookingPath = '/my-booking';

/** The trip a mail is about: its reference, its title and, when the booking has them, its dates. */
const TripFacts = z.object({
  /** The short booking reference the traveller and the agency quote. */
  reference: z.string().check(z.minLength(1)),
  packageTitle: z.string(),
  /** Absent on bookings made before departures (decision 016). */
  departureDate: z.optional(CalendarDateFact),
  returnDate: z.optional(CalendarDateFact),
});

/** What was booked: the rows a traveller's booking facts show. */
const BookedTripFacts = z.extend(TripFacts, {
  travelers: z.number().check(z.int(), z.positive()),
  priceCents: CentsFact,
  totalCents: CentsFact,
});

/** Who the agency's notices are about, and how to reach them. */
const TravellerFacts = z.extend(TripFacts, {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** The payment a mail confirms. */
const PaymentFacts = z.object({ paidCents: CentsFact, paidAt: InstantFact });

/** Where the booking stands after the payment. */
const BalanceFacts = z.object({
  balanceDueCents: CentsFact,
  /** The departure's balance due date when booked; absent on older bookings. */
  balanceDueDate: z.optional(CalendarDateFact),
});

/** A receipt: the payment, what has been paid so far and what is left. */
const ReceiptFacts = z.extend(PaymentFacts, { ...BalanceFacts.shape, amountPaidCents: CentsFact });

function travellers(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

/** The departure's dates, when the booking has them (bookings before departures do not). */
function departureRows(trip: z.output<typeof TripFacts>): [string, string][] {
  if (!trip.departureDate || !trip.returnDate) return [];
  return [
    ['Departs', formatCalendarDate(trip.departureDate)],
    ['Returns', formatCalendarDate(trip.returnDate)],
  ];
}

/** When the rest is due, once something is left to pay and the booking knows the date. */
function balanceDueDateRows(balance: z.output<typeof BalanceFacts>): [string, string][] {
  return balance.balanceDueDate && balance.balanceDueCents > 0 ? [['Balance due by', formatCalendarDate(balance.balanceDueDate)]] : [];
}

/** What was booked: the rows every booking mail starts its facts with. */
function bookingRows(trip: z.output<typeof BookedTripFacts>): [string, string][] {
  return [
    ['Booking reference', trip.reference],
    ['Trip', trip.packageTitle],
    ...departureRows(trip),
    ['Travelers', String(trip.travelers)],
    ['Price per person', formatUsd(trip.priceCents)],
    ['Total price', formatUsd(trip.totalCents)],
  ];
}

function bookingFacts(trip: z.output<typeof BookedTripFacts>): MailBlock {
  return { kind: 'facts', title: 'Your booking', rows: bookingRows(trip) };
}

/** What the traveller paid just now, and where the booking stands after it. */
function receiptFacts(receipt: z.output<typeof ReceiptFacts>, labels: { paid: string; balance: string }): MailBlock {
  return {
    kind: 'facts',
    title: 'Receipt',
    rows: [
      [labels.paid, formatUsd(receipt.paidCents)],
      ['Paid on', formatAgencyDateTime(receipt.paidAt)],
      ['Amount paid so far', formatUsd(receipt.amountPaidCents)],
      [labels.balance, formatUsd(receipt.balanceDueCents)],
      ...balanceDueDateRows(receipt),
    ],
  };
}

function myBookingLink(siteUrl: string, label = 'See my booking'): MailBlock {
  return { kind: 'link', label, url: siteLink(siteUrl, myBookingPath) };
}

/** Who the agency's notices are about: the booking, its trip and how to reach the traveller. */
function travellerRows(traveller: z.output<typeof TravellerFacts>): [string, string][] {
  return [
    ['Booking reference', traveller.reference],
    ['Trip', traveller.packageTitle],
    ...departureRows(traveller),
    ['Traveller', `${traveller.firstName} ${traveller.lastName}`],
    ['Email', traveller.email],
    ['Phone', traveller.phone],
  ];
}

/** How an agency notice ends: replying writes to the traveller, and the link opens the site. */
function replyAndOpenBlocks(siteUrl: string): MailBlock[] {
  return [{ kind: 'paragraph', text: 'Reply to this e-mail to write to the traveller.' }, myBookingLink(siteUrl, 'Open My Booking on the site')];
}

/** The deposit receipt's facts: the traveller's first name, the booking, the deposit and what is left. */
export const DepositReceiptFacts = z.strictObject({
  ...BookedTripFacts.shape,
  ...ReceiptFacts.shape,
  firstName: z.string(),
  siteUrl: SiteUrlFact,
});

/** To the traveller: the booking is confirmed, with the receipt of the deposit. */
export function depositReceiptMail(facts: z.output<typeof DepositReceiptFacts>): RenderedMail {
  return renderMail({
    subject: `Your booking is confirmed: ${facts.packageTitle}`,
    audience: 'traveller',
    heading: 'Your booking is confirmed',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `Thank you for booking with ${agencyName}. Your deposit is in and your ${facts.travelers === 1 ? 'seat is' : 'seats are'} confirmed.`,
      },
      bookingFacts(facts),
      receiptFacts(facts, { paid: 'Deposit paid', balance: 'Balance due before departure' }),
      {
        kind: 'paragraph',
        text: 'As the booking terms you accepted say, every payment, the deposit included, is non-refundable.',
      },
      {
        kind: 'paragraph',
        text: 'You can see your booking and pay the balance at any time under "My Booking" on our website, with a code we e-mail to this address.',
      },
      myBookingLink(facts.siteUrl),
    ],
  });
}

/** The agency's notice of a new booking: the booking, the traveller's contact, the deposit and the balance. */
export const NewBookingNoticeFacts = z.strictObject({
  ...BookedTripFacts.shape,
  ...PaymentFacts.shape,
  ...BalanceFacts.shape,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  siteUrl: SiteUrlFact,
});

/** To the agency: a new paid booking to prepare for. Replying writes to the traveller. */
export function newBookingNoticeMail(facts: z.output<typeof NewBookingNoticeFacts>): RenderedMail {
  return renderMail({
    subject: `New booking: ${facts.firstName} ${facts.lastName}, ${facts.packageTitle}`,
    audience: 'agency',
    heading: 'New booking',
    blocks: [
      { kind: 'paragraph', text: `${facts.firstName} ${facts.lastName} booked ${facts.packageTitle} for ${travellers(facts.travelers)} and paid the deposit.` },
      {
        kind: 'facts',
        rows: [
          ...bookingRows(facts),
          ['Email', facts.email],
          ['Phone', facts.phone],
          ['Deposit paid', formatUsd(facts.paidCents)],
          ['Paid on', formatAgencyDateTime(facts.paidAt)],
          ['Balance due', formatUsd(facts.balanceDueCents)],
          ...balanceDueDateRows(facts),
        ],
      },
      ...replyAndOpenBlocks(facts.siteUrl),
    ],
  });
}

/** A balance receipt's facts: as the deposit's, and what this payment took beyond the balance. */
export const BalanceReceiptFacts = z.strictObject({
  ...DepositReceiptFacts.shape,
  /** What this payment took beyond the balance due (two tabs paid at once); 0 almost always. */
  overpaidCents: CentsFact,
});

/** To the traveller: the receipt of one payment towards the balance. */
export function balanceReceiptMail(facts: z.output<typeof BalanceReceiptFacts>): RenderedMail {
  const paidInFull = facts.balanceDueCents <= 0;
  const { overpaidCents } = facts;
  return renderMail({
    subject: `Payment received: ${formatUsd(facts.paidCents)} for booking ${facts.reference}`,
    audience: 'traveller',
    heading: paidInFull ? 'Your trip is paid in full' : 'Thank you for your payment',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: paidInFull
          ? `We received your payment of ${formatUsd(facts.paidCents)}. Your trip is now paid in full: nothing more is due.`
          : `We received your payment of ${formatUsd(facts.paidCents)}. The balance still due before departure is ${formatUsd(facts.balanceDueCents)}.`,
      },
      ...(overpaidCents > 0
        ? [
            {
              kind: 'paragraph',
              text: `This payment was ${formatUsd(overpaidCents)} more than the balance that was due. We will refund the difference to your card; you do not need to do anything.`,
            } satisfies MailBlock,
          ]
        : []),
      bookingFacts(facts),
      receiptFacts(facts, { paid: 'Payment', balance: 'Balance due' }),
      myBookingLink(facts.siteUrl),
    ],
  });
}

/** The agency's notice of a balance payment: the traveller, the payment, the booking's totals and any overpayment. */
export const BalancePaymentNoticeFacts = z.strictObject({
  ...TravellerFacts.shape,
  ...PaymentFacts.shape,
  totalCents: CentsFact,
  amountPaidCents: CentsFact,
  balanceDueCents: CentsFact,
  /** What this payment took beyond the balance due. */
  overpaidCents: CentsFact,
  /** What the booking's payments took beyond its price in all, for the agency to refund; absent when nothing. */
  overpaidToRefundCents: z.optional(CentsFact),
  siteUrl: SiteUrlFact,
});

/**
 * To the agency: a payment towards a booking's balance came in. When Stripe took more than the
 * balance (two tabs paid at once) the subject says a refund is needed, with the amount.
 */
export function balancePaymentNoticeMail(facts: z.output<typeof BalancePaymentNoticeFacts>): RenderedMail {
  const name = `${facts.firstName} ${facts.lastName}`;
  const { reference, overpaidCents, overpaidToRefundCents } = facts;
  return renderMail({
    subject:
      overpaidCents > 0
        ? `Refund needed: ${name} overpaid ${formatUsd(overpaidCents)}, ${reference}`
        : `Balance payment: ${name}, ${reference}${facts.balanceDueCents <= 0 ? ' (paid in full)' : ''}`,
    audience: 'agency',
    heading: overpaidCents > 0 ? 'A balance payment came in, with an overpayment to refund' : 'A balance payment came in',
    blocks: [
      {
        kind: 'paragraph',
        text: `${name} paid ${formatUsd(facts.paidCents)} towards the balance of ${facts.packageTitle}.${facts.balanceDueCents <= 0 ? ' The booking is now paid in full.' : ''}`,
      },
      ...(overpaidCents > 0
        ? [
            {
              kind: 'paragraph',
              text: `Stripe took ${formatUsd(overpaidCents)} more than the balance due (two payments were made at the same time). The money is recorded and the balance stays at $0. Please refund ${formatUsd(overpaidCents)} to the traveller in the Stripe dashboard (find the payment by the traveller's e-mail, amount and time).`,
            } satisfies MailBlock,
          ]
        : []),
      {
        kind: 'facts',
        rows: [
          ...travellerRows(facts),
          ['Payment', formatUsd(facts.paidCents)],
          ['Paid on', formatAgencyDateTime(facts.paidAt)],
          ['Total price', formatUsd(facts.totalCents)],
          ['Amount paid so far', formatUsd(facts.amountPaidCents)],
          ['Balance due', formatUsd(facts.balanceDueCents)],
          ...(overpaidToRefundCents && overpaidToRefundCents > 0 ? ([['Overpaid, to refund', formatUsd(overpaidToRefundCents)]] as const) : []),
        ],
      },
      ...replyAndOpenBlocks(facts.siteUrl),
    ],
  });
}

/** The agency's notice of a late deposit: the traveller, and the PaymentIntent and amount to refund. */
export const LateDepositRefundFacts = z.strictObject({
  ...TravellerFacts.shape,
  paymentIntentId: z.string().check(z.minLength(1)),
  toRefundCents: CentsFact,
  siteUrl: SiteUrlFact,
});

/**
 * To the agency: a deposit Stripe took after the booking's hold lapsed and its seats went to
 * others. It is never recorded; the traveller was told it will be refunded, so the agency refunds
 * it in Stripe. Replying writes to the traveller.
 */
export function lateDepositRefundMail(facts: z.output<typeof LateDepositRefundFacts>): RenderedMail {
  const name = `${facts.firstName} ${facts.lastName}`;
  const { reference, paymentIntentId, toRefundCents } = facts;
  return renderMail({
    subject: `Refund needed: ${name} paid a deposit of ${formatUsd(toRefundCents)} after the seats were gone, ${reference}`,
    audience: 'agency',
    heading: 'A late deposit to refund',
    blocks: [
      {
        kind: 'paragraph',
        text: `${name} paid the deposit for ${facts.packageTitle} after the booking's hold had lapsed, and its seats had been taken by others meanwhile. The booking stays expired and the payment is not counted; the traveller was told it will be refunded. Please refund ${formatUsd(toRefundCents)} in the Stripe dashboard: the PaymentIntent is ${paymentIntentId}.`,
      },
      {
        kind: 'facts',
        rows: [
          ...travellerRows(facts),
          ['PaymentIntent', paymentIntentId],
          ['To refund', formatUsd(toRefundCents)],
        ],
      },
      ...replyAndOpenBlocks(facts.siteUrl),
    ],
  });
}

/** The agency's notice of a dispute: the traveller, and the PaymentIntent and amount disputed. */
export const DisputeNoticeFacts = z.strictObject({
  ...TravellerFacts.shape,
  paymentIntentId: z.string().check(z.minLength(1)),
  disputedCents: CentsFact,
  siteUrl: SiteUrlFact,
});

/** To the agency, once per dispute (decision 018): a traveller's bank disputed one of the booking's payments. */
export function disputeNoticeMail(facts: z.output<typeof DisputeNoticeFacts>): RenderedMail {
  const name = `${facts.firstName} ${facts.lastName}`;
  const { reference, paymentIntentId, disputedCents } = facts;
  return renderMail({
    subject: `Payment disputed: ${formatUsd(disputedCents)} of ${name}'s booking ${reference}`,
    audience: 'agency',
    heading: 'A payment was disputed',
    blocks: [
      {
        kind: 'paragraph',
        text: `The card holder's bank disputed a payment of ${formatUsd(disputedCents)} for ${facts.packageTitle}. Stripe has taken the amount back until the dispute is decided. Please answer the dispute in the Stripe dashboard before its deadline: the PaymentIntent is ${paymentIntentId}.`,
      },
      {
        kind: 'facts',
        rows: [
          ...travellerRows(facts),
          ['PaymentIntent', paymentIntentId],
          ['Disputed', formatUsd(disputedCents)],
        ],
      },
      myBookingLink(facts.siteUrl, 'Open My Booking on the site'),
    ],
  });
}
