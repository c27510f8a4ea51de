import { InquiryInterest, inquiryInterestLabels } from '@sunward/shared/schemas/inquiry';
import * as z from 'zod/mini';
import { InstantFact } from './mail-facts';
import type { RenderedMail } from './outgoing-mail';
import { agencyName, formatAgencyDateTime, renderMail } from './mail-layout';

/** The agency's copy of an inquiry: who wrote, about what, when, and the message (decision 034). */
export const AgencyInquiryFacts = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The trip the visitor chose, or null when they chose none. */
  interest: z.nullable(InquiryInterest),
  message: z.string(),
  receivedAt: InstantFact,
});

function interestLabel(inquiry: z.output<typeof AgencyInquiryFacts>): string {
  return inquiry.interest ? inquiryInterestLabels[inquiry.interest] : 'Not chosen';
}

/** To the agency; replying answers the visitor directly. */
export function agencyInquiryMail(inquiry: z.output<typeof AgencyInquiryFacts>): RenderedMail {
  return renderMail({
    subject: `New inquiry from ${inquiry.firstName} ${inquiry.lastName}`,
    audience: 'agency',
    heading: 'New inquiry',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Name', `${inquiry.firstName} ${inquiry.lastName}`],
          ['Email', inquiry.email],
          ['Interested in', interestLabel(inquiry)],
          ['Received', formatAgencyDateTime(inquiry.receivedAt)],
        ],
      },
      { kind: 'paragraph', text: inquiry.message },
      { kind: 'paragraph', text: 'Reply to this e-mail to answer the traveller.' },
    ],
  });
}

/** The acknowledgement renders no facts at all: it is our own words only. */
export const InquiryAcknowledgementFacts = z.strictObject({});

/**
 * To the visitor, so they know the message arrived. Anyone can type any address into the form, so
 * this mail holds only our own words: no name, no message, nothing a sender could use to make us
 * deliver their text to someone else.
 */
export function inquiryAcknowledgementMail(_facts: z.output<typeof InquiryAcknowledgementFacts>): RenderedMail {
  return renderMail({
    subject: `We received your message — ${agencyName}`,
    audience: 'traveller',
    heading: 'We received your message',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: "Thank you for getting in touch. We'll get back to you within 24 hours (Monday–Friday, 9:00 AM–5:00 PM)." },
      { kind: 'paragraph', text: "If you did not write to us, you can ignore this e-mail." },
    ],
  });
}
