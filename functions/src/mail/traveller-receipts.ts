import { formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { balanceDueWhen, BookedTripFacts, bookingFacts, myBookingLink, ReceiptFacts, receiptFacts } from './booking-mail-parts';
import { CentsFact, SiteUrlFact } from './mail-facts';
import { agencyName, type MailBlock, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The traveller's receipts: the deposit's, which confirms the booking, and each later payment's.
 * Each template declares the facts it renders (decision 034): the service that causes the mail
 * picks them from the booking and the payment, and the outbox keeps only those.
 */

/** The deposit receipt's facts: the traveller's first name, the booking, the deposit and what is left. */
export const DepositReceiptFacts = z.strictObject({
  ...BookedTripFacts.shape,
  ...ReceiptFacts.shape,
  firstName: z.string(),
  siteUrl: SiteUrlFact,
});

/** When the rest is due, said in words: a late booking's balance is due within days of booking. */
function balanceDueBlocks(facts: z.output<typeof DepositReceiptFacts>): MailBlock[] {
  const when = balanceDueWhen(facts);
  if (!when || facts.balanceDueCents <= 0) return [];
  const text = facts.dueSoonAfterBooking
    ? `You booked close to departure, so the balance of ${formatUsd(facts.balanceDueCents)} is due ${when}.`
    : `The balance of ${formatUsd(facts.balanceDueCents)} is due ${when}.`;
  return [{ kind: 'paragraph', text }];
}

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
      ...balanceDueBlocks(facts),
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
          : `We received your payment of ${formatUsd(facts.paidCents)}. The balance still due is ${formatUsd(facts.balanceDueCents)}${balanceDueWhen(facts) ? `, ${balanceDueWhen(facts)}` : ' before departure'}.`,
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

