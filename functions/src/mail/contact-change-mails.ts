import * as z from 'zod/mini';
import { myBookingLink, TripFacts, tripRows } from './booking-mail-parts';
import { SiteUrlFact } from './mail-facts';
import { renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * The mails of an e-mail change the agency made on a booking: one to the address the booking
 * leaves, one to the address it moves to, so neither owner learns of it late. The old address sees
 * the new one masked: whoever reads it there learns where the booking went, not the full address.
 */
export const BookingEmailChangedFacts = z.strictObject({
  ...TripFacts.shape,
  firstName: z.string(),
  /** Which side of the change this mail goes to. */
  recipient: z.enum(['old-address', 'new-address']),
  /** The new address, masked (`a•••@example.com`) in the mail to the old one. */
  newAddressShown: z.string().check(z.minLength(1)),
  siteUrl: SiteUrlFact,
});

/** To the old or the new address: the booking's e-mail was changed by the agency, and what that means. */
export function bookingEmailChangedMail(facts: z.output<typeof BookingEmailChangedFacts>): RenderedMail {
  const toOld = facts.recipient === 'old-address';
  return renderMail({
    subject: `The e-mail address on your booking ${facts.reference} has changed`,
    audience: 'traveller',
    heading: toOld ? 'Your booking has moved to another address' : 'Your booking is now under this address',
    blocks: [
      { kind: 'paragraph', text: `Hi ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: toOld
          ? `At your request we changed the e-mail address on your booking ${facts.reference} for ${facts.packageTitle} to ${facts.newAddressShown}. From now on our mails about it go there, and My Booking finds it with a code sent to that address.`
          : `At your request we changed the e-mail address on your booking ${facts.reference} for ${facts.packageTitle} to this one. From now on our mails about it come here, and My Booking finds it with a code sent to this address.`,
      },
      {
        kind: 'facts',
        title: 'Your booking',
        rows: [...tripRows(facts), ['E-mail on the booking', facts.newAddressShown]],
      },
      { kind: 'paragraph', text: 'If you did not ask for this change, reply to this e-mail and we will put it right.' },
      myBookingLink(facts.siteUrl),
    ],
  });
}
