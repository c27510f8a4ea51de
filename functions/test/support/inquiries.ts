import { Inquiry } from '@sunward/shared/schemas/inquiry';
import type { OutgoingMail } from '../../src/mail/outgoing-mail';
import { saveInquiry } from '../../src/store/inquiry-repository';
import { uniqueId } from './test-data';

/** An inquiry of this test's own, stored as the contact form stores it, sent at `createdAt` (now unless told). */
export async function givenInquiry(createdAt = new Date().toISOString()): Promise<Inquiry> {
  const inquiry = Inquiry.parse({
    id: uniqueId('inquiry'),
    firstName: 'Lena',
    lastName: 'Marsh',
    email: `${uniqueId('visitor')}@example.com`,
    interest: 'tobago',
    message: 'Is there a single room?',
    createdAt,
  });
  const mail: OutgoingMail = { to: inquiry.email, template: 'inquiryAcknowledgement', facts: {} };
  await saveInquiry(inquiry, { agencyNotice: mail, acknowledgement: mail }, new Date(createdAt));
  return inquiry;
}
