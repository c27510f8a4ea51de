import { type Cents, formatUsd } from '@sunward/shared/money';
import { LATE_BOOKING_DUE_WORDING } from '@sunward/shared/rules/balance-due-terms';
import * as z from 'zod/mini';
import { CalendarDateFact, CentsFact, InstantFact } from './mail-facts';
import { formatAgencyDateTime, formatCalendarDate, type MailBlock, siteLink } from './mail-layout';

/**
 * What the mails about a booking's payments share: the facts of the trip, the traveller, the
 * payment and the balance, and the blocks that show them. None carries a Stripe id, save the
 * agency's notice of a deposit to refund and of a dispute, which name the PaymentIntent to find in
 * Stripe: the traveller and the agency quote the short booking reference; dates are the agency's
 * (America/New_York).
 */

const myBookingPath = '/my-booking';

/** The trip a mail is about: its reference, its title and, when the booking has them, its dates. */
export const TripFacts = z.object({
  /** The short booking reference the traveller and the agency quote. */
  reference: z.string().check(z.minLength(1)),
  packageTitle: z.string(),
  /** Absent on bookings made before departures (decision 016). */
  departureDate: z.optional(CalendarDateFact),
  returnDate: z.optional(CalendarDateFact),
});

/** What was booked: the rows a traveller's booking facts show. */
export const BookedTripFacts = z.extend(TripFacts, {
  travelers: z.number().check(z.int(), z.positive()),
  priceCents: CentsFact,
  totalCents: CentsFact,
});

/** Who the agency's notices are about, and how to reach them. */
export const TravellerFacts = z.extend(TripFacts, {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** The payment a mail confirms. */
export const PaymentFacts = z.object({ paidCents: CentsFact, paidAt: InstantFact });

/** Where the booking stands after the payment. */
export const BalanceFacts = z.object({
  balanceDueCents: CentsFact,
  /** The departure's balance due date when booked; absent on older bookings. */
  balanceDueDate: z.optional(CalendarDateFact),
  /** The balance is due within a few days of booking (a late booking): the mail says so beside the date. */
  dueSoonAfterBooking: z.optional(z.literal(true)),
});

/** A receipt: the payment, what has been paid so far and what is left. */
export const ReceiptFacts = z.extend(PaymentFacts, { ...BalanceFacts.shape, amountPaidCents: CentsFact });

export function travellers(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

/** The departure's dates, when the booking has them (bookings before departures do not). */
export function departureRows(trip: z.output<typeof TripFacts>): [string, string][] {
  if (!trip.departureDate || !trip.returnDate) return [];
  return [
    ['Departs', formatCalendarDate(trip.departureDate)],
    ['Returns', formatCalendarDate(trip.returnDate)],
  ];
}

/** The trip a mail is about: the rows its facts start with (reference, trip, and its dates when the booking has them). */
export function tripRows(trip: z.output<typeof TripFacts>): [string, string][] {
  return [['Booking reference', trip.reference], ['Trip', trip.packageTitle], ...departureRows(trip)];
}

/** When the rest is due, once something is left to pay and the booking knows the date. */
export function balanceDueDateRows(balance: z.output<typeof BalanceFacts>): [string, string][] {
  if (!balance.balanceDueDate || balance.balanceDueCents <= 0) return [];
  const date = formatCalendarDate(balance.balanceDueDate);
  return [['Balance due by', balance.dueSoonAfterBooking ? `${date} (${LATE_BOOKING_DUE_WORDING})` : date]];
}

/** When the balance is due, as a sentence's end: "by December 1, 2026", or "within 3 days of booking, by …". */
export function balanceDueWhen(balance: z.output<typeof BalanceFacts>): string | undefined {
  if (!balance.balanceDueDate) return undefined;
  const date = formatCalendarDate(balance.balanceDueDate);
  return balance.dueSoonAfterBooking ? `${LATE_BOOKING_DUE_WORDING}, by ${date}` : `by ${date}`;
}

/** What was booked: the rows every booking mail starts its facts with. */
export function bookingRows(trip: z.output<typeof BookedTripFacts>): [string, string][] {
  return [
    ...tripRows(trip),
    ['Travelers', String(trip.travelers)],
    ['Price per person', formatUsd(trip.priceCents)],
    ['Total price', formatUsd(trip.totalCents)],
  ];
}

/** The booking whose balance a mail asks for: reference, trip, dates, the balance and its due date. */
export function balanceOwedFacts(owed: z.output<typeof TripFacts> & { balanceDueCents: number; balanceDueDate: string }): MailBlock {
  return {
    kind: 'facts',
    title: 'Your booking',
    rows: [
      ...tripRows(owed),
      ['Balance due', formatUsd(owed.balanceDueCents as Cents)],
      ['Due by', formatCalendarDate(owed.balanceDueDate)],
    ],
  };
}

export function bookingFacts(trip: z.output<typeof BookedTripFacts>): MailBlock {
  return { kind: 'facts', title: 'Your booking', rows: bookingRows(trip) };
}

/** What the traveller paid just now, and where the booking stands after it. */
export function receiptFacts(receipt: z.output<typeof ReceiptFacts>, labels: { paid: string; balance: string }): MailBlock {
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

export function myBookingLink(siteUrl: string, label = 'See my booking'): MailBlock {
  return { kind: 'link', label, url: siteLink(siteUrl, myBookingPath) };
}

/** Who the agency's notices are about: the booking, its trip and how to reach the traveller. */
export function travellerRows(traveller: z.output<typeof TravellerFacts>): [string, string][] {
  return [
    ...tripRows(traveller),
    ['Traveller', `${traveller.firstName} ${traveller.lastName}`],
    ['Email', traveller.email],
    ['Phone', traveller.phone],
  ];
}

/** How an agency notice ends: replying writes to the traveller, and the link opens the site. */
export function replyAndOpenBlocks(siteUrl: string, reference: string): MailBlock[] {
  return [{ kind: 'paragraph', text: 'Reply to this e-mail to write to the traveller.' }, adminBookingLink(siteUrl, reference)];
}

/**
 * The agency's way to the booking a notice is about: the admin dashboard, which opens that
 * booking's details from `?booking=` (its reference or id) once the admin is signed in.
 */
export function adminBookingLink(siteUrl: string, reference: string): MailBlock {
  return { kind: 'link', label: 'Open the booking in the admin', url: siteLink(siteUrl, `/admin/dashboard?booking=${encodeURIComponent(reference)}`) };
}

