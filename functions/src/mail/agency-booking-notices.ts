import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { adminBookingLink, balanceDueDateRows, BalanceFacts, BookedTripFacts, bookingRows, PaymentFacts, replyAndOpenBlocks, TravellerFacts, travellerRows, travellers } from './booking-mail-parts';
import { CentsFact, SiteUrlFact } from './mail-facts';
import { formatAgencyDateTime, type MailBlock, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The agency's notices about a booking's money: a new booking, a balance payment, a late deposit
 * to refund and a dispute. Each template declares the facts it renders (decision 034).
 */

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
      ...replyAndOpenBlocks(facts.siteUrl, facts.reference),
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
      ...replyAndOpenBlocks(facts.siteUrl, facts.reference),
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
      ...replyAndOpenBlocks(facts.siteUrl, facts.reference),
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
      adminBookingLink(facts.siteUrl, facts.reference),
    ],
  });
}

