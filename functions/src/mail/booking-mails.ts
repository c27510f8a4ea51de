import { type Cents, formatUsd } from '@sunward/shared/money';
import type { RenderedMail } from './outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import type { BookingRecord } from '../store/booking-repository';
import type { PaymentRecord } from '../store/payment-repository';
import { agencyName, formatAgencyDateTime, formatCalendarDate, type MailBlock, renderMail, siteLink } from './mail-layout';

/**
 * The mails about a booking's payments. None carries a Stripe id, save the agency's notice of a
 * deposit to refund and of a dispute, which name the PaymentIntent to find in Stripe: the traveller and the
 * agency quote the short booking reference; dates are the agency's (America/New_York).
 */

const myBookingPath = '/my-booking';

function travellers(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

/** The departure's dates, when the booking has them (bookings before departures do not). */
function departureRows(booking: BookingRecord): [string, string][] {
  if (!booking.departureDate || !booking.returnDate) return [];
  return [
    ['Departs', formatCalendarDate(booking.departureDate)],
    ['Returns', formatCalendarDate(booking.returnDate)],
  ];
}

/** When the rest is due, once something is left to pay and the booking knows the date. */
function balanceDueDateRows(booking: BookingRecord): [string, string][] {
  return booking.balanceDueDate && booking.balanceDueCents > 0 ? [['Balance due by', formatCalendarDate(booking.balanceDueDate)]] : [];
}

/** What was booked: the rows every booking mail starts its facts with. */
function bookingRows(booking: BookingRecord): [string, string][] {
  return [
    ['Booking reference', bookingReference(booking)],
    ['Trip', booking.packageTitle],
    ...departureRows(booking),
    ['Travelers', String(booking.travelers)],
    ['Price per person', formatUsd(booking.priceCents)],
    ['Total price', formatUsd(booking.totalCents)],
  ];
}

function bookingFacts(booking: BookingRecord): MailBlock {
  return { kind: 'facts', title: 'Your booking', rows: bookingRows(booking) };
}

/** What the traveller paid just now, and where the booking stands after it. */
function receiptFacts(booking: BookingRecord, payment: PaymentRecord, labels: { paid: string; balance: string }): MailBlock {
  return {
    kind: 'facts',
    title: 'Receipt',
    rows: [
      [labels.paid, formatUsd(payment.amountCents)],
      ['Paid on', formatAgencyDateTime(payment.paidAt)],
      ['Amount paid so far', formatUsd(booking.amountPaidCents)],
      [labels.balance, formatUsd(booking.balanceDueCents)],
      ...balanceDueDateRows(booking),
    ],
  };
}

function myBookingLink(siteUrl: string, label = 'See my booking'): MailBlock {
  return { kind: 'link', label, url: siteLink(siteUrl, myBookingPath) };
}

/** Who the agency's notices are about: the booking, its trip and how to reach the traveller. */
function travellerRows(booking: BookingRecord): [string, string][] {
  return [
    ['Booking reference', bookingReference(booking)],
    ['Trip', booking.packageTitle],
    ...departureRows(booking),
    ['Traveller', `${booking.firstName} ${booking.lastName}`],
    ['Email', booking.email],
    ['Phone', booking.phone],
  ];
}

/** How an agency notice ends: replying writes to the traveller, and the link opens the site. */
function replyAndOpenBlocks(siteUrl: string): MailBlock[] {
  return [{ kind: 'paragraph', text: 'Reply to this e-mail to write to the traveller.' }, myBookingLink(siteUrl, 'Open My Booking on the site')];
}

/** To the traveller: the booking is confirmed, with the receipt of the deposit. */
export function depositReceiptMail(booking: BookingRecord, payment: PaymentRecord, siteUrl: string): RenderedMail {
  return renderMail({
    subject: `Your booking is confirmed: ${booking.packageTitle}`,
    audience: 'traveller',
    heading: 'Your booking is confirmed',
    blocks: [
      { kind: 'paragraph', text: `Hi ${booking.firstName},` },
      {
        kind: 'paragraph',
        text: `Thank you for booking with ${agencyName}. Your deposit is in and your ${booking.travelers === 1 ? 'seat is' : 'seats are'} confirmed.`,
      },
      bookingFacts(booking),
      receiptFacts(booking, payment, { paid: 'Deposit paid', balance: 'Balance due before departure' }),
      {
        kind: 'paragraph',
        text: 'As the booking terms you accepted say, every payment, the deposit included, is non-refundable.',
      },
      {
        kind: 'paragraph',
        text: 'You can see your booking and pay the balance at any time under "My Booking" on our website, with a code we e-mail to this address.',
      },
      myBookingLink(siteUrl),
    ],
  });
}

/** To the agency: a new paid booking to prepare for. Replying writes to the traveller. */
export function newBookingNoticeMail(booking: BookingRecord, payment: PaymentRecord, siteUrl: string): RenderedMail {
  return renderMail({
    subject: `New booking: ${booking.firstName} ${booking.lastName}, ${booking.packageTitle}`,
    audience: 'agency',
    heading: 'New booking',
    blocks: [
      { kind: 'paragraph', text: `${booking.firstName} ${booking.lastName} booked ${booking.packageTitle} for ${travellers(booking.travelers)} and paid the deposit.` },
      {
        kind: 'facts',
        rows: [
          ...bookingRows(booking),
          ['Email', booking.email],
          ['Phone', booking.phone],
          ['Deposit paid', formatUsd(payment.amountCents)],
          ['Paid on', formatAgencyDateTime(payment.paidAt)],
          ['Balance due', formatUsd(booking.balanceDueCents)],
          ...balanceDueDateRows(booking),
        ],
      },
      ...replyAndOpenBlocks(siteUrl),
    ],
  });
}

/** To the traveller: the receipt of one payment towards the balance. */
export function balanceReceiptMail(booking: BookingRecord, payment: PaymentRecord, overpaidCents: Cents, siteUrl: string): RenderedMail {
  const paidInFull = booking.balanceDueCents <= 0;
  return renderMail({
    subject: `Payment received: ${formatUsd(payment.amountCents)} for booking ${bookingReference(booking)}`,
    audience: 'traveller',
    heading: paidInFull ? 'Your trip is paid in full' : 'Thank you for your payment',
    blocks: [
      { kind: 'paragraph', text: `Hi ${booking.firstName},` },
      {
        kind: 'paragraph',
        text: paidInFull
          ? `We received your payment of ${formatUsd(payment.amountCents)}. Your trip is now paid in full: nothing more is due.`
          : `We received your payment of ${formatUsd(payment.amountCents)}. The balance still due before departure is ${formatUsd(booking.balanceDueCents)}.`,
      },
      ...(overpaidCents > 0
        ? [
            {
              kind: 'paragraph',
              text: `This payment was ${formatUsd(overpaidCents)} more than the balance that was due. We will refund the difference to your card; you do not need to do anything.`,
            } satisfies MailBlock,
          ]
        : []),
      bookingFacts(booking),
      receiptFacts(booking, payment, { paid: 'Payment', balance: 'Balance due' }),
      myBookingLink(siteUrl),
    ],
  });
}

/**
 * To the agency: a payment towards a booking's balance came in. When Stripe took more than the
 * balance (two tabs paid at once) the subject says a refund is needed, with the amount.
 */
export function balancePaymentNoticeMail(
  booking: BookingRecord,
  payment: PaymentRecord,
  overpaidCents: Cents,
  siteUrl: string,
): RenderedMail {
  const name = `${booking.firstName} ${booking.lastName}`;
  const reference = bookingReference(booking);
  return renderMail({
    subject:
      overpaidCents > 0
        ? `Refund needed: ${name} overpaid ${formatUsd(overpaidCents)}, ${reference}`
        : `Balance payment: ${name}, ${reference}${booking.balanceDueCents <= 0 ? ' (paid in full)' : ''}`,
    audience: 'agency',
    heading: overpaidCents > 0 ? 'A balance payment came in, with an overpayment to refund' : 'A balance payment came in',
    blocks: [
      {
        kind: 'paragraph',
        text: `${name} paid ${formatUsd(payment.amountCents)} towards the balance of ${booking.packageTitle}.${booking.balanceDueCents <= 0 ? ' The booking is now paid in full.' : ''}`,
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
          ...travellerRows(booking),
          ['Payment', formatUsd(payment.amountCents)],
          ['Paid on', formatAgencyDateTime(payment.paidAt)],
          ['Total price', formatUsd(booking.totalCents)],
          ['Amount paid so far', formatUsd(booking.amountPaidCents)],
          ['Balance due', formatUsd(booking.balanceDueCents)],
          ...(booking.overpaidCents && booking.overpaidCents > 0 ? ([['Overpaid, to refund', formatUsd(booking.overpaidCents)]] as const) : []),
        ],
      },
      ...replyAndOpenBlocks(siteUrl),
    ],
  });
}

/**
 * To the agency: a deposit Stripe took after the booking's hold lapsed and its seats went to
 * others. It is never recorded; the traveller was told it will be refunded, so the agency refunds
 * it in Stripe. Replying writes to the traveller.
 */
export function lateDepositRefundMail(
  booking: BookingRecord,
  refund: { paymentIntentId: string; amountCents: Cents },
  siteUrl: string,
): RenderedMail {
  const name = `${booking.firstName} ${booking.lastName}`;
  const reference = bookingReference(booking);
  return renderMail({
    subject: `Refund needed: ${name} paid a deposit of ${formatUsd(refund.amountCents)} after the seats were gone, ${reference}`,
    audience: 'agency',
    heading: 'A late deposit to refund',
    blocks: [
      {
        kind: 'paragraph',
        text: `${name} paid the deposit for ${booking.packageTitle} after the booking's hold had lapsed, and its seats had been taken by others meanwhile. The booking stays expired and the payment is not counted; the traveller was told it will be refunded. Please refund ${formatUsd(refund.amountCents)} in the Stripe dashboard: the PaymentIntent is ${refund.paymentIntentId}.`,
      },
      {
        kind: 'facts',
        rows: [
          ...travellerRows(booking),
          ['PaymentIntent', refund.paymentIntentId],
          ['To refund', formatUsd(refund.amountCents)],
        ],
      },
      ...replyAndOpenBlocks(siteUrl),
    ],
  });
}

/** To the agency, once per dispute (decision 018): a traveller's bank disputed one of the booking's payments. */
export function disputeNoticeMail(
  booking: BookingRecord,
  dispute: { paymentIntentId: string; amountCents: Cents },
  siteUrl: string,
): RenderedMail {
  const name = `${booking.firstName} ${booking.lastName}`;
  const reference = bookingReference(booking);
  return renderMail({
    subject: `Payment disputed: ${formatUsd(dispute.amountCents)} of ${name}'s booking ${reference}`,
    audience: 'agency',
    heading: 'A payment was disputed',
    blocks: [
      {
        kind: 'paragraph',
        text: `The card holder's bank disputed a payment of ${formatUsd(dispute.amountCents)} for ${booking.packageTitle}. Stripe has taken the amount back until the dispute is decided. Please answer the dispute in the Stripe dashboard before its deadline: the PaymentIntent is ${dispute.paymentIntentId}.`,
      },
      {
        kind: 'facts',
        rows: [
          ...travellerRows(booking),
          ['PaymentIntent', dispute.paymentIntentId],
          ['Disputed', formatUsd(dispute.amountCents)],
        ],
      },
      myBookingLink(siteUrl, 'Open My Booking on the site'),
    ],
  });
}
