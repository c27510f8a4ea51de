import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@sunward/shared/routes';
import { subscriberKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as confirm } from '../../src/handlers/confirm-newsletter';
import { handler as subscribe } from '../../src/handlers/subscribe-newsletter';
import { subscribeNewsletter } from '../../src/services/subscribe-newsletter';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { testSiteUrl } from '../support/handler-env';
import { invoke } from '../support/invoke';
import { currentFunction } from '../support/item-access-recorder';
import { mailsTo } from '../support/mailbox';
import { confirmationMailsTo, listedSubscribers, mailedToken, storedConfirmation, storedSubscriber } from '../support/newsletter';
import { uniqueId } from '../support/test-data';

const newAddress = () => `${uniqueId('reader')}@example.com`;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

function signUp(email: string, website = '') {
  return invoke(subscribe, routes.subscribeNewsletter, { body: { email, website } });
}

/** A signup at another moment than now, through the route's own service. */
function signUpAt(email: string, now: Date) {
  return currentFunction.run(routes.subscribeNewsletter.handler, () => subscribeNewsletter({ email, website: '' }, now));
}

describe('POST /api/newsletter', () => {
  it('answers 202, keeps the address pending and mails it one confirmation link, stored only as a hash', async () => {
    const email = newAddress();

    const response = await signUp(` ${email.toUpperCase()} `);

    expect(response.status).toBe(202);
    expect(response.json).toEqual({ accepted: true });
    expect(await storedSubscriber(email)).toMatchObject({ email, status: 'pending' });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Confirm your subscription — Sunward Group Travel');
    const token = await mailedToken(email);
    expect(mail?.text).toContain(`Confirm my subscription: ${testSiteUrl}/newsletter/confirm#token=${token}`);
    expect(mail?.html).toContain(`href="${testSiteUrl}/newsletter/confirm#token=${token}"`);
    const stored = await storedConfirmation(token);
    expect(stored).toMatchObject({ email });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(await storedSubscriber(email))).not.toContain(token);
  });

  it('does not count an address as subscribed until its link is followed', async () => {
    const email = newAddress();

    await signUp(email);

    expect(await listedSubscribers()).not.toContain(email);
    await invoke(confirm, routes.confirmNewsletter, { body: { token: await mailedToken(email) } });
    expect(await listedSubscribers()).toContain(email);
  });

  it('answers a pending and a confirmed address exactly as a new one, and mails neither again', async () => {
    const fresh = newAddress();
    const pending = newAddress();
    const confirmed = newAddress();
    await signUp(pending);
    await signUp(confirmed);
    await invoke(confirm, routes.confirmNewsletter, { body: { token: await mailedToken(confirmed) } });

    const [forFresh, forPending, forConfirmed] = await Promise.all([signUp(fresh), signUp(pending), signUp(confirmed)]);

    expect(forPending).toEqual(forFresh);
    expect(forConfirmed).toEqual(forFresh);
    expect(await confirmationMailsTo(fresh)).toHaveLength(1);
    expect(await confirmationMailsTo(pending)).toHaveLength(1);
    expect(await confirmationMailsTo(confirmed)).toHaveLength(1);
    expect(await storedSubscriber(confirmed)).toMatchObject({ status: 'confirmed' });
  });

  it('mails one address at most once in 6 hours, however often it is typed in', async () => {
    const email = newAddress();
    await signUp(email);
    await signUp(email);
    expect(await confirmationMailsTo(email)).toHaveLength(1);

    await signUpAt(email, hoursFromNow(5.9));
    expect(await confirmationMailsTo(email)).toHaveLength(1);

    await signUpAt(email, hoursFromNow(6.01));
    expect(await confirmationMailsTo(email)).toHaveLength(2);
    expect(await storedSubscriber(email)).toMatchObject({ status: 'pending' });
  });

  it('mails one link when the same address arrives several times at once', async () => {
    const email = newAddress();

    const responses = await Promise.all(Array.from({ length: 5 }, () => signUp(email)));

    expect(responses.map((response) => response.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await confirmationMailsTo(email)).toHaveLength(1);
  });

  it('asks an address subscribed before confirmation existed to confirm, and does not count it meanwhile', async () => {
    const email = newAddress();
    await documentClient.send(new PutCommand({ TableName: tableName, Item: { ...subscriberKey(email), email, subscribedAt: '2026-11-01T10:00:00.000Z' } }));

    const response = await signUp(email);

    expect(response.status).toBe(202);
    expect(await confirmationMailsTo(email)).toHaveLength(1);
    expect(await listedSubscribers()).not.toContain(email);
  });

  it('answers 400 for a bad address and stores and sends nothing', async () => {
    const email = `${uniqueId('reader')}@`;

    const response = await signUp(email);

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [expect.objectContaining({ path: ['email'] })] });
    expect(await storedSubscriber(email)).toBeUndefined();
  });

  it('answers a filled honeypot like a person, and stores and sends nothing', async () => {
    const email = newAddress();
    const person = await signUp(newAddress());

    const bot = await signUp(email, 'buy now');

    expect(bot).toEqual(person);
    expect(await storedSubscriber(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });
});
