import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as createInquiry } from '../../src/handlers/create-inquiry';
import { listInquiries } from '../../src/store/inquiry-repository';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { uniqueId } from '../support/test-data';

function inquiryFrom(email: string) {
  return {
    firstName: 'Amara',
    lastName: 'Okafor',
    email,
    interest: 'st-lucia',
    message: 'Is the band costume included for two of us?',
    website: '',
  };
}

async function storedInquiriesFrom(email: string) {
  return (await listInquiries()).filter((inquiry) => inquiry.email === email);
}

describe('POST /api/inquiries', () => {
  it('stores the inquiry once, mails the agency with reply-to the visitor and acknowledges the visitor', async () => {
    const email = `${uniqueId('visitor')}@example.com`;

    const response = await invoke(createInquiry, routes.createInquiry, { body: inquiryFrom(email) });

    expect(response.status).toBe(201);
    const { id } = response.json as { id: string };
    expect(await storedInquiriesFrom(email)).toEqual([
      expect.objectContaining({ id, firstName: 'Amara', interest: 'st-lucia', message: expect.stringContaining('costume') }),
    ]);
    const agencyMail = (await mailsTo('hello@sunward.test')).find((mail) => mail.replyTo.includes(email));
    expect(agencyMail?.subject).toBe('New inquiry from Amara Okafor');
    expect(agencyMail?.text).toContain('Interested in: St. Lucia Carnival');
    const acknowledgement = await mailsTo(email);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]?.text).toContain("We'll get back to you within 24 hours");
  });

  it('accepts an inquiry without an interest', async () => {
    const email = `${uniqueId('visitor')}@example.com`;

    const response = await invoke(createInquiry, routes.createInquiry, { body: { ...inquiryFrom(email), interest: '' } });

    expect(response.status).toBe(201);
    expect(await storedInquiriesFrom(email)).toEqual([expect.objectContaining({ interest: null })]);
  });

  it('answers 400 with each bad field and stores and sends nothing', async () => {
    const email = `${uniqueId('visitor')}@example`;

    const response = await invoke(createInquiry, routes.createInquiry, {
      body: { ...inquiryFrom(email), firstName: ' ', interest: 'mars', message: '' },
    });

    expect(response.status).toBe(400);
    const fields = (response.json as { issues: { path: string[] }[] }).issues.map((issue) => issue.path.join('.'));
    expect(fields.sort()).toEqual(['email', 'firstName', 'interest', 'message']);
    expect(await storedInquiriesFrom(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers a filled honeypot like a person and keeps nothing', async () => {
    const email = `${uniqueId('bot')}@example.com`;

    const response = await invoke(createInquiry, routes.createInquiry, {
      body: { ...inquiryFrom(email), website: 'https://spam.example' },
    });

    expect(response.status).toBe(201);
    expect(await storedInquiriesFrom(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
