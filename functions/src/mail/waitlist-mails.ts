import { OFFER_HOLD_HOURS } from '@sunward/shared/rules/waitlist';
import * as z from 'zod/mini';
import { travellers } from './booking-mail-parts';
import { CalendarDateFact, InstantFact } from './mail-facts';
import { agencyName, formatAgencyDateTime, formatCalendarDate, type MailBlock, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The waitlist's mails (decision 053): the link that confirms an address, the place in line once
 * confirmed, the offer of seats held for the entry, and the end of an offer nobody took. The
 * facts hold nothing the traveller typed but the number of travellers: anyone can type any address
 * into the join form, so a stranger's name never reaches someone else's inbox.
 */

/** The departure an entry waits for: its trip and its dates. */
const WaitlistTripFacts = z.strictObject({
  tripTitle: z.string(),
  departureDate: CalendarDateFact,
  returnDate: CalendarDateFact,
});

const Travelers = z.number().check(z.int(), z.positive());

/** The entry's page (`/waitlist#token=…`): confirm, see the place, leave. */
const EntryUrl = z.url();

export const WaitlistConfirmationFacts = z.strictObject({
  ...WaitlistTripFacts.shape,
  travelers: Travelers,
  entryUrl: EntryUrl,
});

export const WaitlistInLineFacts = z.strictObject({
  ...WaitlistTripFacts.shape,
  travelers: Travelers,
  /** The place when the address confirmed; it only moves up. */
  placeInLine: z.number().check(z.int(), z.positive()),
  entryUrl: EntryUrl,
});

export const WaitlistOfferFacts = z.strictObject({
  ...WaitlistTripFacts.shape,
  travelers: Travelers,
  /** When the held seats go to the next in line. */
  offerExpiresAt: InstantFact,
  /** The booking form for the held seats, the token in its fragment. */
  bookUrl: z.url(),
  entryUrl: EntryUrl,
});

export const WaitlistOfferLapsedFacts = z.strictObject({ ...WaitlistTripFacts.shape });

type WaitlistTrip = z.output<typeof WaitlistTripFacts>;

/** "Barbados Crop Over, departing July 29, 2027". */
function tripPhrase(trip: WaitlistTrip): string {
  return `${trip.tripTitle}, departing ${formatCalendarDate(trip.departureDate)}`;
}

function tripRows(trip: WaitlistTrip): [string, string][] {
  return [
    ['Trip', trip.tripTitle],
    ['Departs', formatCalendarDate(trip.departureDate)],
    ['Returns', formatCalendarDate(trip.returnDate)],
  ];
}

function waitlistFacts(rows: [string, string][]): MailBlock {
  return { kind: 'facts', title: 'Your waitlist place', rows };
}

/**
 * To whoever typed this address into the join form: one link that puts the entry in line. Until
 * it is followed the entry is not in line and nothing else is sent to the address.
 */
export function waitlistConfirmationMail(facts: z.output<typeof WaitlistConfirmationFacts>): RenderedMail {
  return renderMail({
    subject: `Confirm your place on the waitlist — ${agencyName}`,
    audience: 'traveller',
    heading: 'Confirm your place on the waitlist',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `This address was given to join the waitlist for ${tripPhrase(facts)}, for ${travellers(facts.travelers)}. The departure is full for now; when seats free up, we offer them to the travelers on the waitlist in turn.`,
      },
      { kind: 'facts', title: 'Your request', rows: [...tripRows(facts), ['Travelers', String(facts.travelers)]] },
      { kind: 'paragraph', text: 'Please confirm that this is your address to take your place in line: your place counts from the moment you confirm.' },
      { kind: 'link', label: 'Confirm my place', url: facts.entryUrl },
      {
        kind: 'paragraph',
        text: 'If this was not you, please ignore this e-mail: nobody is added to the waitlist, and we send nothing more to this address.',
      },
    ],
  });
}

/** To the traveller who just confirmed: where they stand and what happens next. */
export function waitlistInLineMail(facts: z.output<typeof WaitlistInLineFacts>): RenderedMail {
  return renderMail({
    subject: `You are on the waitlist: ${facts.tripTitle} — ${agencyName}`,
    audience: 'traveller',
    heading: `You are number ${facts.placeInLine} in line`,
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `Thank you for confirming your address. You are on the waitlist for ${tripPhrase(facts)}, for ${travellers(facts.travelers)}, and number ${facts.placeInLine} in line.`,
      },
      waitlistFacts([...tripRows(facts), ['Travelers', String(facts.travelers)], ['Place in line', String(facts.placeInLine)]]),
      {
        kind: 'paragraph',
        text: `When seats free up, we offer them in line order. When it is your turn, we hold the seats for you, so nobody else can take them, and e-mail you a button to book them. You then have up to ${OFFER_HOLD_HOURS} hours to book (less when the departure is close) and pay the deposit as with any booking. If fewer seats come free than your group needs, you keep your place and wait for more.`,
      },
      { kind: 'paragraph', text: 'There is nothing to pay and nothing more to do until then.' },
      { kind: 'link', label: 'See or leave your place', url: facts.entryUrl },
      { kind: 'paragraph', text: 'If your plans change, please leave the waitlist from that page, so the next traveler in line moves up.' },
    ],
  });
}

/** To the traveller whose turn it is: the seats held for them, until when, and one button to book them. */
export function waitlistOfferMail(facts: z.output<typeof WaitlistOfferFacts>): RenderedMail {
  const until = formatAgencyDateTime(facts.offerExpiresAt);
  const seats = facts.travelers === 1 ? 'a seat' : `${facts.travelers} seats`;
  return renderMail({
    subject: `Seats are held for you: ${facts.tripTitle} — ${agencyName}`,
    audience: 'traveller',
    heading: 'Seats are held for you',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `Good news: ${facts.travelers === 1 ? 'a seat has' : 'seats have'} come free on ${tripPhrase(facts)}, and it is your turn. We are holding ${seats} for you until ${until}; nobody else can book ${facts.travelers === 1 ? 'it' : 'them'} until then.`,
      },
      waitlistFacts([...tripRows(facts), ['Travelers', String(facts.travelers)], ['Seats held until', until]]),
      { kind: 'link', label: 'Book my seats', url: facts.bookUrl },
      {
        kind: 'paragraph',
        text: `The button opens the booking form with your details filled in. Book by ${until} and pay the deposit by card, as with any booking; the balance follows on the usual schedule.`,
      },
      {
        kind: 'paragraph',
        text: 'If you do not book in time, the seats go to the next traveler in line and your place on the waitlist ends. If you no longer want them, please let them go now, so the next traveler gets them sooner.',
      },
      { kind: 'link', label: 'Leave the waitlist', url: facts.entryUrl },
    ],
  });
}

/** To the traveller whose offer ran out: the seats are released (to the next in line, or back on sale) and their place has ended. */
export function waitlistOfferLapsedMail(facts: z.output<typeof WaitlistOfferLapsedFacts>): RenderedMail {
  return renderMail({
    subject: `Your held seats have been released: ${facts.tripTitle} — ${agencyName}`,
    audience: 'traveller',
    heading: 'The seats held for you have been released',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `The time to book the seats we held for you on ${tripPhrase(facts)}, has passed. We have released them to the next traveler on the waitlist, or back on sale if nobody is waiting, and your place on the waitlist has ended.`,
      },
      { kind: 'facts', title: 'The departure', rows: tripRows(facts) },
      {
        kind: 'paragraph',
        text: 'If you would still like to travel, reply to this e-mail: we will gladly tell you what is available on this departure or another one.',
      },
    ],
  });
}
