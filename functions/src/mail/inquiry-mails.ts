import type { Inquiry } from '@sunward/shared/schemas/inquiry';
import type { OutgoingMail } from '../adapters/mail';

const interestLabels: Record<NonNullable<Inquiry['interest']>, string> = {
  morocco: 'Portugal & Morocco',
  barbados: 'Barbados',
  'st-lucia': 'St. Lucia Carnival',
  tobago: 'Tobago',
  custom: 'A custom trip',
};

function interestLabel(inquiry: Inquiry): string {
  return inquiry.interest ? interestLabels[inquiry.interest] : 'Not chosen';
}

/** To the agency; replying answers the visitor directly. */
export function agencyInquiryMail(inquiry: Inquiry, agencyEmail: string): OutgoingMail {
  return {
    to: agencyEmail,
    replyTo: inquiry.email,
    subject: `New inquiry from ${inquiry.firstName} ${inquiry.lastName}`,
    text: [
      `Name: ${inquiry.firstName} ${inquiry.lastName}`,
      `Email: ${inquiry.email}`,
      `Interested in: ${interestLabel(inquiry)}`,
      `Received: ${inquiry.createdAt}`,
      '',
      inquiry.message,
      '',
      'Reply to this e-mail to answer the traveller.',
    ].join('\n'),
  };
}

/** To the visitor, so they know the message arrived. */
export function inquiryAcknowledgementMail(inquiry: Inquiry): OutgoingMail {
  return {
    to: inquiry.email,
    subject: 'We received your message — Sunward Group Travel',
    text: [
      `Hi ${inquiry.firstName},`,
      '',
      "Thank you for getting in touch. We'll get back to you within 24 hours",
      '(Monday–Friday, 9:00 AM–5:00 PM).',
      '',
      'Your message:',
      inquiry.message,
      '',
      'Sunward Group Travel',
    ].join('\n'),
  };
}
