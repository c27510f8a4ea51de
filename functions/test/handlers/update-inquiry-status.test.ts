import { routes } from '@sunward/shared/routes';
import { AdminInquiry, AdminInquiryList } from '@sunward/shared/schemas/inquiry-review';
import { describe, expect, it } from 'vitest';
import { handler as listInquiries } from '../../src/handlers/list-inquiries';
import { handler } from '../../src/handlers/update-inquiry-status';
import { givenInquiry } from '../support/inquiries';
import { invoke } from '../support/invoke';
import { givenSessionCookie } from '../support/test-data';

const mark = (id: string, status: unknown, cookies: string[] = []) => invoke(handler, routes.updateInquiryStatus, { params: { id }, body: { status }, cookies });

async function listed(id: string, cookie: string) {
  const answer = await invoke(listInquiries, routes.listInquiries, { cookies: [cookie] });
  return AdminInquiryList.parse(answer.json).find((inquiry) => inquiry.id === id);
}

describe('PATCH /api/inquiries/{id}', () => {
  it('marks an open inquiry answered, by whom and when, and open again', async () => {
    const inquiry = await givenInquiry();
    const admin = await givenSessionCookie('admin');
    expect(await listed(inquiry.id, admin.cookie)).toMatchObject({ status: 'open', answeredAt: null, answeredBy: null });

    const answered = await mark(inquiry.id, 'answered', [admin.cookie]);

    expect(answered.status).toBe(200);
    expect(AdminInquiry.parse(answered.json)).toMatchObject({ id: inquiry.id, status: 'answered', answeredBy: admin.subject, message: inquiry.message });
    expect(await listed(inquiry.id, admin.cookie)).toMatchObject({ status: 'answered', answeredBy: admin.subject, answeredAt: expect.stringMatching(/Z$/) });

    const reopened = await mark(inquiry.id, 'open', [admin.cookie]);

    expect(reopened.status).toBe(200);
    expect(await listed(inquiry.id, admin.cookie)).toMatchObject({ status: 'open', answeredAt: null, answeredBy: null });
  });

  it('answers 400 for a status it does not know, 404 for an inquiry that does not exist', async () => {
    const inquiry = await givenInquiry();
    const admin = await givenSessionCookie('admin');

    const unknown = await mark(inquiry.id, 'closed', [admin.cookie]);
    const missing = await mark('no-such-inquiry', 'answered', [admin.cookie]);

    expect(unknown.status).toBe(400);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Inquiry not found' });
    expect(await listed(inquiry.id, admin.cookie)).toMatchObject({ status: 'open' });
  });

  it('answers 401 to a visitor and to a customer', async () => {
    const inquiry = await givenInquiry();
    const admin = await givenSessionCookie('admin');
    const customer = await givenSessionCookie('customer');

    expect((await mark(inquiry.id, 'answered')).status).toBe(401);
    expect((await mark(inquiry.id, 'answered', [customer.cookie])).status).toBe(401);
    expect(await listed(inquiry.id, admin.cookie)).toMatchObject({ status: 'open' });
  });
});
