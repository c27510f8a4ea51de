import { OneTimeCode } from '@sunward/shared/schemas/one-time-code';
import * as z from 'zod/mini';
import { InstantFact } from './mail-facts';
import type { RenderedMail } from './outgoing-mail';
import { agencyName, formatAgencyDateTime, renderMail } from './mail-layout';

/**
 * What only the mail worker may read (decision 038): the code, and the link that signs in with it
 * (the code in its fragment). The outbox keeps them sealed with a key only the worker may decrypt
 * with, never in clear.
 */
export const OneTimeCodeSecrets = z.strictObject({
  code: OneTimeCode,
  /**
   * The sign-in link, the code in its fragment: the page it opens signs in only once
   * 'Continue as …' is clicked (decision 039).
   */
  signInUrl: z.url(),
  /**
   * The address has no bookings: the mail says so, and its code leads to 'No Bookings Found'.
   * Sealed with the code, so the outbox holds the same shape of mail for every address.
   */
  noBookings: z.optional(z.literal(true)),
});

/** What the outbox keeps in clear: when the code expires (decision 034). */
export const OneTimeCodeFacts = z.strictObject({
  expiresAt: InstantFact,
});

/**
 * To whoever asked to see their bookings: the one-time code, and a link to My booking that signs
 * in with a click there. An address without bookings is told so, with a code all the same.
 */
export function oneTimeCodeMail(input: z.output<typeof OneTimeCodeFacts> & z.output<typeof OneTimeCodeSecrets>): RenderedMail {
  const validity = {
    kind: 'paragraph',
    text: `The code is valid for 10 minutes (until ${formatAgencyDateTime(input.expiresAt)}) and works once.`,
  } as const;
  if (input.noBookings) {
    return renderMail({
      subject: `Your ${agencyName} code: ${input.code}`,
      audience: 'traveller',
      heading: 'No bookings with this address',
      blocks: [
        {
          kind: 'paragraph',
          text: `Someone asked to see the bookings made with this e-mail address, but we have no booking with ${agencyName} under it. If you booked with another address, ask for a code with that one.`,
        },
        { kind: 'code', label: 'Your code', code: input.code },
        validity,
        { kind: 'paragraph', text: 'If you did not ask for this code, you can ignore this e-mail.' },
      ],
    });
  }
  return renderMail({
    subject: `Your ${agencyName} code: ${input.code}`,
    audience: 'traveller',
    heading: 'Your sign-in code',
    blocks: [
      { kind: 'paragraph', text: `Use this code to see your bookings with ${agencyName}.` },
      { kind: 'code', label: 'Your code', code: input.code },
      { kind: 'link', label: 'Open your bookings', url: input.signInUrl },
      validity,
      { kind: 'paragraph', text: 'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.' },
    ],
  });
}
