import { routes } from '@sunward/shared/routes';
import { InquiryList } from '@sunward/shared/schemas/inquiry';
import { describe, expect, it } from 'vitest';
import { handler as listInquiries } from '../../src/handlers/list-inquiries';
import { givenInquiry } from '../support/inquiries';
import { invoke } from '../support/invoke';
import { givenSessionCookie } from '../support/test-data';

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
