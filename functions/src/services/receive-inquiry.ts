import { randomUUID } from 'node:crypto';
import type { Inquiry, InquiryFields } from '@sunward/shared/schemas/inquiry';
import { agencyEmail, sendMail } from '../adapters/mail';
import { agencyInquiryMail, inquiryAcknowledgementMail } from '../mail/inquiry-mails';
import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { claimInquiryAcknowledgement, saveInquiry } from '../store/inquiry-repository';

/**
 * Stores the inquiry, then mails the agency every time and the visitor at most once an hour
 * (the address is whatever was typed, so more would let the form flood someone else's inbox).
 * The stored inquiry is what counts (the dashboard lists it), so a mail that fails is logged as
 * an error, not turned into a failed request the visitor would resend.
 */
export async function receiveInquiry(fields: InquiryFields, now: Date): Promise<Inquiry> {
  const inquiry: Inquiry = {
    id: randomUUID(),
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    interest: fields.interest ?? null,
    message: fields.message,
    createdAt: now.toISOString(),
  };
  await saveInquiry(inquiry);
  logger.appendKeys({ inquiryId: inquiry.id });
  const results = await Promise.allSettled([sendMail(agencyInquiryMail(inquiry, agencyEmail)), acknowledge(inquiry.email, now)]);
  for (const result of results) {
    if (result.status === 'rejected') logger.error('Inquiry mail not sent', { ...errorSummary(result.reason) });
  }
  return inquiry;
}

async function acknowledge(email: string, now: Date): Promise<void> {
  if (await claimInquiryAcknowledgement(email, now)) await sendMail(inquiryAcknowledgementMail(email));
  else logger.info('Inquiry acknowledgement skipped: one went to this address within the hour');
}
