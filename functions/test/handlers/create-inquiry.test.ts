import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as createInquiry } from '../../src/handlers/create-inquiry';
import { receiveInquiry } from '../../src/services/receive-inquiry';
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

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function agencyNoticesAbout(email: string) {
  return (await mailsTo('hello@sunward.test')).filter((mail) => mail.replyTo.includes(email));
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

  it('acknowledges with our own words only: neither the message nor the name typed', async () => {
    const email = `${uniqueId('visitor')}@example.com`;
    const spam = 'Cheap pills at https://spam.example/buy — click now';

    await invoke(createInquiry, routes.createInquiry, { body: { ...inquiryFrom(email), firstName: 'Winner', message: spam } });

    const [acknowledgement, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    for (const part of [acknowledgement?.subject, acknowledgement?.text, acknowledgement?.html]) {
      expect(part).toBeDefined();
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('Cheap pills');
      expect(part).not.toContain('Winner');
      expect(part).not.toContain('Okafor');
    }
    expect((await agencyNoticesAbout(email))[0]?.text).toContain(spam);
  });

  it('tells the agency of every inquiry but acknowledges one address once an hour', async () => {
    const email = `${uniqueId('visitor')}@example.com`;

    const first = await invoke(createInquiry, routes.createInquiry, { body: inquiryFrom(email) });
    const second = await invoke(createInquiry, routes.createInquiry, { body: { ...inquiryFrom(email), message: 'And for three?' } });

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await storedInquiriesFrom(email)).toHaveLength(2);
    expect(await agencyNoticesAbout(email)).toHaveLength(2);
    expect(await mailsTo(email)).toHaveLength(1);

    await receiveInquiry({ ...inquiryFrom(email), interest: undefined }, minutesFromNow(61));

    expect(await agencyNoticesAbout(email)).toHaveLength(3);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('takes five inquiries an hour from one address; the sixth is a 429 that stores and mails nothing', async () => {
    const email = `${uniqueId('visitor')}@example.com`;
    const hour = new Date(Date.UTC(2031, 4, 6, 9, 0, 0));
    const at = (minute: number) => new Date(hour.getTime() + minute * 60_000);
    for (let minute = 0; minute < 5; minute++) await receiveInquiry({ ...inquiryFrom(email), interest: undefined }, at(minute * 10));

    const refused = await receiveInquiry({ ...inquiryFrom(email), interest: undefined }, at(50)).catch((error: unknown) => error);

    expect(refused).toMatchObject({ status: 429, headers: { 'retry-after': '600' } });
    expect((refused as Error).message).toContain('try again in 10 minutes');
    expect(await storedInquiriesFrom(email)).toHaveLength(5);
    expect(await agencyNoticesAbout(email)).toHaveLength(5);

    await receiveInquiry({ ...inquiryFrom(email), interest: undefined }, at(60));
    expect(await storedInquiriesFrom(email)).toHaveLength(6);
  });

  it('sends one acknowledgement for two inquiries from one address at once', async () => {
    const email = `${uniqueId('visitor')}@example.com`;

    const responses = await Promise.all([1, 2].map(() => invoke(createInquiry, routes.createInquiry, { body: inquiryFrom(email) })));

    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(await agencyNoticesAbout(email)).toHaveLength(2);
    expect(await mailsTo(email)).toHaveLength(1);
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
