import { randomUUID } from 'node:crypto';
import { inquiryLimitMessage, inquiryRetryAfterSeconds } from '@sunward/shared/rules/inquiry-limit';
import type { Inquiry, InquiryFields } from '@sunward/shared/schemas/inquiry';
import { tooManyRequests } from '../http/http-error';
import type { MailFacts, OutgoingMail } from '../mail/outgoing-mail';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import { readAgencySettings } from '../settings/mail';
import { InquiryLimitReached, saveInquiry } from '../store/inquiry-repository';

const agency = readAgencySettings();

/** What the agency's copy shows (decision 034): the inquiry without its id. */
function agencyInquiryFacts(inquiry: Inquiry): MailFacts<'agencyInquiry'> {
  const { firstName, lastName, email, interest, message, createdAt } = inquiry;
  return { firstName, lastName, email, interest, message, receivedAt: createdAt };
}

/**
 * Stores the inquiry with its mails (the outbox, decision 021): the agency's notice every time,
 * the visitor's acknowledgement at most once an hour per address (the address is whatever was
 * typed, so more would let the form flood someone else's inbox). One address may send five
 * inquiries an hour; the sixth is a 429 and stores nothing. The mails go out from the
 * outbox, so a failing SES never fails the visitor's request nor loses the agency's copy.
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
  logger.appendKeys({ inquiryId: inquiry.id });
  let acknowledged: boolean;
  try {
    ({ acknowledged } = await saveInquiry(
      inquiry,
      {
        agencyNotice: { to: agency.AGENCY_EMAIL, replyTo: inquiry.email, template: 'agencyInquiry', facts: agencyInquiryFacts(inquiry) } satisfies OutgoingMail,
        acknowledgement: { to: inquiry.email, template: 'inquiryAcknowledgement', facts: {} } satisfies OutgoingMail,
      },
      now,
    ));
  } catch (error) {
    if (!(error instanceof InquiryLimitReached)) throw error;
    const retryAfterSeconds = inquiryRetryAfterSeconds(now);
    throw tooManyRequests(inquiryLimitMessage(retryAfterSeconds), retryAfterSeconds);
  }
  if (!acknowledged) logger.info('Inquiry acknowledgement skipped: one went to this address within the hour');
  countMetric(metricNames.inquiriesReceived);
  return inquiry;
}
