import { randomUUID } from 'node:crypto';
import type { Inquiry, InquiryFields } from '@sunward/shared/schemas/inquiry';
import { agencyEmail, sendMail } from '../adapters/mail';
import { agencyInquiryMail, inquiryAcknowledgementMail } from '../mail/inquiry-mails';
import { logger } from '../observability/logger';
import { saveInquiry } from '../store/inquiry-repository';

/**
 * Stores the inquiry, then mails the agency and the visitor. The stored inquiry is what counts
 * (the dashboard lists it), so a mail that fails is logged as an error, not turned into a failed
 * request the visitor would resend.
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
  const results = await Promise.allSettled([
    sendMail(agencyInquiryMail(inquiry, agencyEmail)),
    sendMail(inquiryAcknowledgementMail(inquiry)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') logger.error('Inquiry mail not sent', { error: result.reason as Error });
  }
  return inquiry;
}
