import * as z from 'zod/mini';
import { InstantFact } from './mail-facts';
import type { RenderedMail } from './outgoing-mail';
import { agencyName, formatAgencyDateTime, renderMail } from './mail-layout';

/** The confirmation link and when it stops working (decisions 034 and 039). */
export const NewsletterConfirmationFacts = z.strictObject({
  /** The confirmation page, the token in its fragment. */
  confirmUrl: z.url(),
  expiresAt: InstantFact,
});

/**
 * To whoever typed this address into the newsletter signup. Anyone can type any address, so the
 * mail holds only our own words and the link: nothing a sender could use to make us deliver their
 * text, and nothing that subscribes the reader unless they follow the link.
 */
export function newsletterConfirmationMail(input: z.output<typeof NewsletterConfirmationFacts>): RenderedMail {
  return renderMail({
    subject: `Confirm your subscription — ${agencyName}`,
    audience: 'traveller',
    heading: 'Confirm your subscription',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `Someone, we hope you, asked for the ${agencyName} newsletter at this address: one short e-mail when we open a new trip or a seat comes free.`,
      },
      { kind: 'link', label: 'Confirm my subscription', url: input.confirmUrl },
      {
        kind: 'paragraph',
        text: `The link works once, until ${formatAgencyDateTime(input.expiresAt)}. Until you confirm, we send nothing else to this address.`,
      },
      { kind: 'paragraph', text: 'If you did not ask for this, you can ignore this e-mail: you will not be subscribed.' },
    ],
  });
}
