import { routes } from '@sunward/shared/routes';
import { Inquiry, InquiryList } from '@sunward/shared/schemas/inquiry';
import { describe, expect, it } from 'vitest';
import { handler as listInquiries } from '../../src/handlers/list-inquiries';
import { saveInquiry } from '../../src/store/inquiry-repository';
import { invoke } from '../support/invoke';
import { givenSessionCookie, uniqueId } from '../support/test-data';
import type { OutgoingMail } from '../../src/mail/outgoing-mail';

async function givenInquiry(createdAt: string): Promise<Inquiry> {
  const inquiry = Inquiry.parse({
    id: uniqueId('inquiry'),
    firstName: 'Lena',
    lastName: 'Marsh',
    email: `${uniqueId('visitor')}@example.com`,
    interest: 'tobago',
    message: 'Hello',
    createdAt,
  });
  const mail: OutgoingMail = { to: inquiry.email, template: 'inquiryAcknowledgement', facts: {} };
  await saveInquiry(inquiry, { agencyNotice: mail, acknowledgement: mail }, new Date(createdAt));
  return inquiry;
}

describe('GET /api/inquiries', () => {
  it('lists inquiries newest first to an admin', async () => {
    const older = await givenInquiry('2030-01-01T09:00:00.000Z');
    const newer = await givenInquiry('2030-01-02T09:00:00.000Z');
    const { cookie } = await givenSessionCookie('admin');

    const response = await invoke(listInquiries, routes.listInquiries, { cookies: [cookie] });

    expect(response.status).toBe(200);
    const ids = InquiryList.parse(response.json).map((inquiry) => inquiry.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('answers 401 to a visitor and to a customer', async () => {
    const { cookie } = await givenSessionCookie('customer');

    expect((await invoke(listInquiries, routes.listInquiries)).status).toBe(401);
    expect((await invoke(listInquiries, routes.listInquiries, { cookies: [cookie] })).status).toBe(401);
  });
});
