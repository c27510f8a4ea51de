import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as requestOtp } from '../../src/handlers/request-otp';
import { handler as verifyOtp } from '../../src/handlers/verify-otp';
import { CODE_REQUEST_ANSWER_MS, requestOneTimeCode } from '../../src/services/request-one-time-code';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { listMailTo } from '../../src/store/outbox-repository';
import { testSiteUrl } from '../support/handler-env';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { mailedCode, storedCodeItem } from '../support/one-time-codes';
import { givenBookablePackage, givenBooking, uniqueId } from '../support/test-data';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Every item in the table, every test file's included, as DynamoDB holds it. */
async function everyItem(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function timedRequest(email: string, website = '') {
  const startedAt = performance.now();
  const response = await invoke(requestOtp, routes.requestOtp, { body: { email, website } });
  return { response, ms: performance.now() - startedAt };
}

describe('POST /api/bookings/request-otp', () => {
  it('mails a 6-digit code and a one-click link to an address with bookings, and stores only its HMAC', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);

    const response = await invoke(requestOtp, routes.requestOtp, { body: { email: email.toUpperCase(), website: '' } });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sent: true });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.text).toContain(`${testSiteUrl}/my-booking#email=${encodeURIComponent(email)}&code=${code}`);

    const stored = await storedCodeItem(email);
    expect(stored).toMatchObject({ codeDigest: expect.stringMatching(/^[0-9a-f]{64}$/), wrongAttempts: 0 });
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    const issuedAt = Date.parse(String(stored?.issuedAt));
    expect(Number(stored?.expiresAt)).toBe(Math.ceil((issuedAt + 10 * 60_000) / 1000));
  });

  it('keeps the code in clear in no item of the table: its mail holds it sealed, and the worker still sends the right one', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);

    await invoke(requestOtp, routes.requestOtp, { body: { email, website: '' } });

    // The table while the mail waits in the outbox, before the worker opens it.
    const items = await everyItem();
    const [queued] = await listMailTo(email);
    expect(queued).toMatchObject({ status: 'pending', template: 'oneTimeCode' });
    expect(JSON.parse(String(queued?.facts))).toEqual({ expiresAt: expect.any(String) });
    expect(JSON.parse(String(queued?.sealedFacts))).toEqual({ sealedWith: 'local-aes-256-gcm', iv: expect.any(String), tag: expect.any(String), ciphertext: expect.any(String) });

    const code = await mailedCode(email);
    // The code as a number of its own anywhere: in a fact, a link's fragment, a digest's input.
    const inClear = new RegExp(`(?<![0-9])${code}(?![0-9])`);
    expect(items.filter((item) => inClear.test(JSON.stringify(item)))).toEqual([]);
    expect((await mailsTo(email))[0]?.text).toContain(`${testSiteUrl}/my-booking#email=${encodeURIComponent(email)}&code=${code}`);
    expect((await invoke(verifyOtp, routes.verifyOtp, { body: { email, code } })).status).toBe(200);
  });

  it('answers an address without bookings exactly the same and after as long, and mails it a code that finds no bookings', async () => {
    const trip = await givenBookablePackage();
    const { email: known } = await givenBooking(trip.id);
    const unknown = `${uniqueId('nobody')}@example.com`;

    const [withBookings, without] = await Promise.all([timedRequest(known), timedRequest(unknown)]);

    expect(without.response).toEqual({ ...withBookings.response });
    expect(withBookings.ms).toBeGreaterThanOrEqual(CODE_REQUEST_ANSWER_MS - 5);
    expect(without.ms).toBeGreaterThanOrEqual(CODE_REQUEST_ANSWER_MS - 5);
    // The outbox holds the same shape of mail for both: whether there are bookings is sealed with the code.
    const [queuedKnown] = await listMailTo(known);
    const [queuedUnknown] = await listMailTo(unknown);
    expect(Object.keys(queuedUnknown ?? {}).sort()).toEqual(Object.keys(queuedKnown ?? {}).sort());
    expect(queuedUnknown).toMatchObject({ template: 'oneTimeCode', status: 'pending' });
    expect(Object.keys(JSON.parse(String(queuedUnknown?.facts)) as object)).toEqual(['expiresAt']);

    const [mail] = await mailsTo(unknown);
    expect(mail?.subject).toMatch(/^Your Sunward Group Travel code: \d{6}$/);
    expect(mail?.text).toContain('we have no booking with Sunward Group Travel under it');
    expect(mail?.text).not.toContain('/my-booking#');
    expect(mail?.html).toContain('No bookings with this address');
    const code = await mailedCode(unknown);
    const verified = await invoke(verifyOtp, routes.verifyOtp, { body: { email: unknown, code } });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual([]);
    expect((await mailsTo(known))[0]?.text).not.toContain('no booking');
  });

  it('answers a filled honeypot like a person, and stores and sends nothing', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);

    const { response } = await timedRequest(email, 'https://spam.example');

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sent: true });
    expect(await storedCodeItem(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers 429 with Retry-After to a new request within 60 seconds, and keeps the first code', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);
    await invoke(requestOtp, routes.requestOtp, { body: { email } });
    const first = await storedCodeItem(email);

    const again = await invoke(requestOtp, routes.requestOtp, { body: { email } });

    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(again.json).toEqual({ message: expect.stringMatching(/^Too many code requests for this email\. Please wait \d+ seconds/) });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await storedCodeItem(email)).toEqual(first);
  });

  it('allows five codes an hour, then answers 429 until the oldest is an hour old', async () => {
    const email = `${uniqueId('busy')}@example.com`;
    for (const minutes of [50, 40, 30, 20, 10]) await requestOneTimeCode({ email }, minutesAgo(minutes));

    const sixth = await invoke(requestOtp, routes.requestOtp, { body: { email } });

    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(sixth.json).toEqual({ message: 'Too many code requests for this email. Please wait 10 minutes before asking for a new code.' });
  });

  it('answers 400 for an address that is not one', async () => {
    const response = await invoke(requestOtp, routes.requestOtp, { body: { email: 'not-an-email' } });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [{ path: ['email'], message: 'Enter a valid email address' }] });
  });
});
