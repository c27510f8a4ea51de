import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { BookedTripFacts, bookingFacts, myBookingLink } from './booking-mail-parts';
import { CentsFact, SiteUrlFact } from './mail-facts';
import { renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The traveller's mails of the operator's money actions (decision 045): a cancelled booking, and a
 * refund recorded from Stripe (made from the admin or in Stripe's dashboard alike). Each template
 * declares the facts it renders (decision 034).
 */

/** The traveller's mail when the operator cancels a booking. */
export const BookingCancelledFacts = z.strictObject({
  ...BookedTripFacts.shape,
  firstName: z.string(),
  /** What the booking had paid when it was cancelled. */
  paidCents: CentsFact,
  /** What the operator is refunding by card with the cancellation; 0 for none. */
  refundCents: CentsFact,
  /** The operator's words, quoted when given. */
  reason: z.optional(z.string()),
  siteUrl: SiteUrlFact,
});

/** To the traveller: the booking is cancelled, its seats released, and what happens to what was paid. */
export function bookingCancelledMail(facts: z.output<typeof BookingCancelledFacts>): RenderedMail {
  const { paidCents, refundCents } = facts;
  const money =
    paidCents <= 0
      ? 'Nothing had been paid for this booking, so nothing is due to you or from you.'
      : refundCents <= 0
        ? `Of the ${formatUsd(paidCents)} you paid, nothing is being refunded with this cancellation. If you expected a refund, reply to this e-mail.`
        : `We are refunding ${formatUsd(refundCents)} of the ${formatUsd(paidCents)} you paid to the card you paid with. You will receive a separate e-mail when the refund is made; it can take 5–10 business days to appear on your statement.`;
  return renderMail({
    subject: `Your booking ${facts.reference} is cancelled`,
    audience: 'traveller',
    heading: 'Your booking is cancelled',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `We have cancelled your booking for ${facts.packageTitle} and released its ${facts.travelers === 1 ? 'seat' : 'seats'}. No further payment will be asked for, and any payment link we sent you no longer works.`,
      },
      ...(facts.reason ? [{ kind: 'paragraph' as const, text: `Reason: ${facts.reason}` }] : []),
      { kind: 'paragraph', text: money },
      bookingFacts(facts),
      {
        kind: 'facts',
        title: 'Payments',
        rows: [
          ['Paid', formatUsd(paidCents)],
          ['To be refunded', formatUsd(refundCents)],
        ],
      },
      { kind: 'paragraph', text: 'If you have any question, reply to this e-mail.' },
      myBookingLink(facts.siteUrl),
    ],
  });
}

/** The traveller's mail when a refund of one of their payments is recorded. */
export const RefundMadeFacts = z.strictObject({
  ...BookedTripFacts.shape,
  firstName: z.string(),
  /** This refund. */
  refundCents: CentsFact,
  /** What the booking has paid once it is counted. */
  amountPaidCents: CentsFact,
  cancelled: z.boolean(),
  siteUrl: SiteUrlFact,
});

/** To the traveller: a refund to their card, how much, and what the booking has paid after it. */
export function refundMadeMail(facts: z.output<typeof RefundMadeFacts>): RenderedMail {
  return renderMail({
    subject: `Refund of ${formatUsd(facts.refundCents)} for booking ${facts.reference}`,
    audience: 'traveller',
    heading: 'We have refunded you',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `We have refunded ${formatUsd(facts.refundCents)} to the card you paid with for ${facts.packageTitle}. It can take 5–10 business days to appear on your statement.`,
      },
      bookingFacts(facts),
      {
        kind: 'facts',
        title: 'Payments',
        rows: [
          ['Refunded now', formatUsd(facts.refundCents)],
          ['Paid after this refund', formatUsd(facts.amountPaidCents)],
          ...(facts.cancelled ? ([['Booking', 'Cancelled']] as const) : []),
        ],
      },
      { kind: 'paragraph', text: 'If you have any question, reply to this e-mail.' },
      myBookingLink(facts.siteUrl),
    ],
  });
}
