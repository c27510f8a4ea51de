import { toApiGatewayEvent, lambdaContext } from '@sunward/emulators/api-gateway-event';
import { localOriginHeaders } from '@sunward/emulators/local-aws';
import { formResultPaths, inquiryFormResults, newsletterFormResults } from '@sunward/shared/form-results';
import { routes } from '@sunward/shared/routes';
import { MAX_INQUIRIES_PER_EMAIL_PER_HOUR } from '@sunward/shared/rules/inquiry-limit';
import { describe, expect, it } from 'vitest';
import { handler as createInquiry } from '../../src/handlers/create-inquiry';
import { handler as requestOtp } from '../../src/handlers/request-otp';
import { handler as subscribe } from '../../src/handlers/subscribe-newsletter';
import { timeBudget } from '../../src/settings/time-budget';
import { listInquiries } from '../../src/store/inquiry-repository';
import { testSiteUrl } from '../support/handler-env';
import { invoke } from '../support/invoke';
import { currentFunction } from '../support/item-access-recorder';
import { mailsTo } from '../support/mailbox';
import { storedSubscriber } from '../support/newsletter';
import { uniqueId } from '../support/test-data';

/*
 * The newsletter and contact forms as a browser posts them before (or without) the page's scripts:
 * form-encoded, from the site's own page, answered `303 See Other` to a static result page.
 */

const formType = { 'content-type': 'application/x-www-form-urlencoded' };
/** What a browser adds to a form it posts from the site's own page. */
const fromOwnPage = { ...formType, origin: testSiteUrl, 'sec-fetch-site': 'same-origin' };

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function inquiryFields(email: string, overrides: Record<string, string> = {}) {
  return {
    firstName: 'Amara',
    lastName: 'Okafor',
    email,
    interest: 'tobago',
    message: 'Two of us in March.\r\nIs the rainforest walk easy?',
    website: '',
    ...overrides,
  };
}

function postInquiry(fields: Record<string, string>, headers: Record<string, string> = fromOwnPage) {
  return invoke(createInquiry, routes.createInquiry, { body: encode(fields), headers });
}

function postSignup(fields: Record<string, string>, headers: Record<string, string> = fromOwnPage) {
  return invoke(subscribe, routes.subscribeNewsletter, { body: encode(fields), headers });
}

const storedFrom = async (email: string) => (await listInquiries()).filter((inquiry) => inquiry.email === email);

/** Every page a native post may land on: fixed paths, nothing the visitor typed. */
const resultPages = new Set([...formResultPaths(inquiryFormResults), ...formResultPaths(newsletterFormResults)]);

function expectRedirect(response: { status: number; headers: Record<string, unknown>; json: unknown }, page: string) {
  expect(response.status).toBe(303);
  expect(response.headers.location).toBe(page);
  expect(resultPages.has(page)).toBe(true);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json).toBeUndefined();
}

describe('POST /api/inquiries, form-encoded', () => {
  it('stores the message once, mails the agency and the visitor, and sends the browser to /contact/sent', async () => {
    const email = `${uniqueId('native')}@example.com`;

    const response = await postInquiry(inquiryFields(email));

    expectRedirect(response, '/contact/sent');
    expect(String(response.headers.location)).not.toContain('native');
    // The browser's CRLF line breaks are stored as the JSON call stores them.
    expect(await storedFrom(email)).toEqual([
      expect.objectContaining({ firstName: 'Amara', interest: 'tobago', message: 'Two of us in March.\nIs the rainforest walk easy?' }),
    ]);
    expect((await mailsTo('hello@sunward.test')).filter((mail) => mail.replyTo.includes(email))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('takes a body API Gateway hands over base64-encoded', async () => {
    const email = `${uniqueId('base64')}@example.com`;
    const event = toApiGatewayEvent(
      { method: 'POST', path: routes.createInquiry.path, headers: { ...fromOwnPage, ...localOriginHeaders }, body: encode(inquiryFields(email)) },
      { routeKey: `POST ${routes.createInquiry.path}` },
    );
    const encoded = { ...event, body: Buffer.from(event.body ?? '').toString('base64'), isBase64Encoded: true };

    const result = await currentFunction.run(routes.createInquiry.handler, () =>
      createInquiry(encoded, lambdaContext(routes.createInquiry.handler, timeBudget.functionTimeoutSeconds * 1000)),
    );

    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toBe('/contact/sent');
    expect(await storedFrom(email)).toHaveLength(1);
  });

  it.each([
    ['an empty first name', { firstName: '  ' }, '/contact/check-first-name'],
    ['a missing last name', { lastName: '' }, '/contact/check-last-name'],
    ['an address that is not one', { email: 'amara-at-example' }, '/contact/check-email'],
    ['a trip not on the list', { interest: 'mars' }, '/contact/check-trip'],
    ['an empty message', { message: '' }, '/contact/check-message'],
    ['a message over 5,000 characters', { message: 'a'.repeat(5001) }, '/contact/check-message'],
    ['a control character in a name', { lastName: 'Oka\u0007for' }, '/contact/check-last-name'],
  ])('sends %s to the page that names that field, and stores nothing', async (_case, overrides, page) => {
    const email = `${uniqueId('fix')}@example.com`;
    const fields = inquiryFields(email, overrides);

    const response = await postInquiry(fields);

    expectRedirect(response, page);
    expect(await storedFrom(fields.email)).toEqual([]);
    expect(await mailsTo(fields.email)).toEqual([]);
  });

  it('names the first field at fault in the form’s order when several are', async () => {
    const response = await postInquiry(inquiryFields('not-an-address', { lastName: '', message: '' }));

    expectRedirect(response, '/contact/check-last-name');
  });

  it('blames a body over the size limit on the message', async () => {
    const email = `${uniqueId('huge')}@example.com`;

    const response = await postInquiry(inquiryFields(email, { message: 'x'.repeat(70 * 1024) }));

    expectRedirect(response, '/contact/check-message');
    expect(await storedFrom(email)).toEqual([]);
  });

  it('keeps the limit of inquiries per address: the next one goes to /contact/too-many-messages', async () => {
    const email = `${uniqueId('limit')}@example.com`;
    for (let sent = 0; sent < MAX_INQUIRIES_PER_EMAIL_PER_HOUR; sent++) {
      expectRedirect(await postInquiry(inquiryFields(email)), '/contact/sent');
    }

    const response = await postInquiry(inquiryFields(email, { message: 'One more thing' }));

    expectRedirect(response, '/contact/too-many-messages');
    expect(await storedFrom(email)).toHaveLength(MAX_INQUIRIES_PER_EMAIL_PER_HOUR);
  });

  it('answers a filled honeypot as a sent message, and stores and mails nothing', async () => {
    const email = `${uniqueId('bot')}@example.com`;

    const response = await postInquiry(inquiryFields(email, { website: 'https://spam.example' }));

    expectRedirect(response, '/contact/sent');
    expect(await storedFrom(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { ...formType, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site same-site', { ...formType, 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost:3000' }],
    ['an Origin of another site', { ...formType, origin: 'https://evil.example' }],
    ['the Origin null of a sandboxed frame', { ...formType, origin: 'null' }],
  ])('refuses a form sent from another site (%s): a page that says so, nothing stored or mailed', async (_case, headers) => {
    const email = `${uniqueId('forged')}@example.com`;

    const response = await postInquiry(inquiryFields(email), headers);

    expectRedirect(response, '/contact/sent-from-another-site');
    expect(await storedFrom(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers JSON calls as before: 400 with the issues, and 403 from another site', async () => {
    const email = `${uniqueId('json')}@example.com`;

    const invalid = await invoke(createInquiry, routes.createInquiry, { body: { ...inquiryFields(email), lastName: '', message: 'Two of us in March.' } });
    const crossSite = await invoke(createInquiry, routes.createInquiry, {
      body: inquiryFields(email),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });

    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ message: 'lastName: Last name is required', issues: [{ path: ['lastName'], message: 'Last name is required' }] });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json).toEqual({ message: 'Cross-site requests are not allowed' });
    expect(await storedFrom(email)).toEqual([]);
  });
});

describe('POST /api/newsletter, form-encoded', () => {
  it('asks the address to confirm, as the JSON call does, and sends the browser to /newsletter/check-your-inbox', async () => {
    const email = `${uniqueId('reader')}@example.com`;

    const response = await postSignup({ email: ` ${email.toUpperCase()} `, website: '' });

    expectRedirect(response, '/newsletter/check-your-inbox');
    expect(await storedSubscriber(email)).toMatchObject({ email, status: 'pending' });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your subscription — Sunward Group Travel']);
  });

  it('answers a second signup of the same address the same way and mails it no second link', async () => {
    const email = `${uniqueId('twice')}@example.com`;

    expectRedirect(await postSignup({ email, website: '' }), '/newsletter/check-your-inbox');
    expectRedirect(await postSignup({ email, website: '' }), '/newsletter/check-your-inbox');

    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends an address that is not one to /newsletter/check-your-email, and stores nothing', async () => {
    const response = await postSignup({ email: 'reader-at-example', website: '' });

    expectRedirect(response, '/newsletter/check-your-email');
    expect(await storedSubscriber('reader-at-example')).toBeUndefined();
  });

  it('refuses a signup sent from another site, and stores and mails nothing', async () => {
    const email = `${uniqueId('forged')}@example.com`;

    const response = await postSignup({ email, website: '' }, { ...formType, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });

    expectRedirect(response, '/newsletter/sent-from-another-site');
    expect(await storedSubscriber(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers a filled honeypot as a signup, and stores and mails nothing', async () => {
    const email = `${uniqueId('bot')}@example.com`;

    expectRedirect(await postSignup({ email, website: 'https://spam.example' }), '/newsletter/check-your-inbox');

    expect(await storedSubscriber(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('a call without a form', () => {
  it('still takes JSON only: a form-encoded body is a 415, answered in JSON', async () => {
    const response = await invoke(requestOtp, routes.requestOtp, { body: encode({ email: 'someone@example.com' }), headers: fromOwnPage });

    expect(response.status).toBe(415);
    expect(response.json).toEqual({ message: 'Send the request body as application/json.' });
  });
});
