import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { BookedTripFacts, bookingFacts, myBookingLink, replyAndOpenBlocks, TravellerFacts, travellerRows } from './booking-mail-parts';
import { CalendarDateFact, CentsFact, InstantFact, SiteUrlFact } from './mail-facts';
import { formatCalendarDate, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The mails of a release (decision 044): the traveller's, when the operator cancels an overdue
 * booking, and the agency's, when a balance payment arrives for a booking already released. Each
 * template declares the facts it renders (decision 034).
 */

/** The traveller's mail: the booking, the balance left unpaid and its due date, and what is kept. */
export const BookingReleasedFacts = z.strictObject({
  ...BookedTripFacts.shape,
  firstName: z.string(),
  /** What the booking had paid: kept under the refund policy. */
  forfeitedCents: CentsFact,
  /** The balance left unpaid when it was released. */
  unpaidCents: CentsFact,
  /** The due date it was not paid by; absent on older bookings. */
  balanceDueDate: z.optional(CalendarDateFact),
  siteUrl: SiteUrlFact,
});

/** To the traveller: the booking is cancelled for its unpaid balance, and what is kept under the refund policy. */
export function bookingReleasedMail(facts: z.output<typeof BookingReleasedFacts>): RenderedMail {
  const dueBy = facts.balanceDueDate ? ` by its due date, ${formatCalendarDate(facts.balanceDueDate)}` : ' by its due date';
  return renderMail({
    subject: `Your booking ${facts.reference} is cancelled: the balance was not paid`,
    audience: 'traveller',
    heading: 'Your booking is cancelled',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `The balance of ${formatUsd(facts.unpaidCents)} for ${facts.packageTitle} was not paid${dueBy}, so we have cancelled your booking and released its ${facts.travelers === 1 ? 'seat' : 'seats'}.`,
      },
      {
        kind: 'paragraph',
        text: `Under our refund policy, which the booking terms you accepted include, amounts already paid are forfeited when a booking is cancelled for an unpaid balance: the ${formatUsd(facts.forfeitedCents)} you paid is kept and not refunded.`,
      },
      bookingFacts(facts),
      {
        kind: 'facts',
        title: 'Payments',
        rows: [
          ['Paid and kept', formatUsd(facts.forfeitedCents)],
          ['Balance left unpaid', formatUsd(facts.unpaidCents)],
          ...(facts.balanceDueDate ? ([['Balance was due by', formatCalendarDate(facts.balanceDueDate)]] as const) : []),
        ],
      },
      { kind: 'paragraph', text: 'If you think this is a mistake, reply to this e-mail and we will look into it with you.' },
      myBookingLink(facts.siteUrl),
    ],
  });
}

/** The agency's notice of a balance payment that arrived for a released booking: who, the PaymentIntent and the amount. */
export const ReleasedBookingRefundFacts = z.strictObject({
  ...TravellerFacts.shape,
  paymentIntentId: z.string().check(z.minLength(1)),
  toRefundCents: CentsFact,
  cancelledAt: z.optional(InstantFact),
  siteUrl: SiteUrlFact,
});

/**
 * To the agency: Stripe took a balance payment for a booking the operator had released meanwhile.
 * It is not counted as paid; the traveller was told it will be refunded, so the agency refunds it
 * in Stripe. Replying writes to the traveller.
 */
export function releasedBookingRefundMail(facts: z.output<typeof ReleasedBookingRefundFacts>): RenderedMail {
  const name = `${facts.firstName} ${facts.lastName}`;
  const { reference, paymentIntentId, toRefundCents } = facts;
  return renderMail({
    subject: `Refund needed: ${name} paid ${formatUsd(toRefundCents)} after the booking was released, ${reference}`,
    audience: 'agency',
    heading: 'A payment for a released booking, to refund',
    blocks: [
      {
        kind: 'paragraph',
        text: `${name} paid ${formatUsd(toRefundCents)} towards the balance of ${facts.packageTitle} after the booking had been released for its unpaid balance. The booking stays cancelled and the payment is not counted as paid; the traveller was told it will be refunded. Please refund ${formatUsd(toRefundCents)} in the Stripe dashboard: the PaymentIntent is ${paymentIntentId}.`,
      },
      {
        kind: 'facts',
        rows: [...travellerRows(facts), ['PaymentIntent', paymentIntentId], ['To refund', formatUsd(toRefundCents)]],
      },
      ...replyAndOpenBlocks(facts.siteUrl, facts.reference),
    ],
  });
}
