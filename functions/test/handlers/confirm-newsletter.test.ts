import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as confirm } from '../../src/handlers/confirm-newsletter';
import { handler as subscribe } from '../../src/handlers/subscribe-newsletter';
import { confirmNewsletter } from '../../src/services/confirm-newsletter';
import { subscribeNewsletter } from '../../src/services/subscribe-newsletter';
import { invoke } from '../support/invoke';
import { currentFunction } from '../support/item-access-recorder';
import { listedSubscribers, mailedToken, storedConfirmation, storedSubscriber } from '../support/newsletter';
import { uniqueId } from '../support/test-data';

const LINK_GONE = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';
const newAddress = () => `${uniqueId('reader')}@example.com`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

function confirmWith(token: unknown) {
  return invoke(confirm, routes.confirmNewsletter, { body: { token } });
}

/** Signs the address up and answers the token its mail links to. */
async function pendingWithLink(email: string): Promise<string> {
  await invoke(subscribe, routes.subscribeNewsletter, { body: { email, website: '' } });
  return mailedToken(email);
}

/** A confirmation at another moment than now, through the route's own service. */
function confirmAt(token: string, now: Date) {
  return currentFunction.run(routes.confirmNewsletter.handler, () => confirmNewsletter({ token }, now));
}

describe('POST /api/newsletter/confirm', () => {
  it('confirms the address of the link, lists it as a subscriber and uses the link up', async () => {
    const email = newAddress();
    const token = await pendingWithLink(email);

    const response = await confirmWith(token);

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ confirmed: true });
    expect(await storedSubscriber(email)).toMatchObject({ email, status: 'confirmed', confirmedAt: expect.any(String) });
    expect((await storedSubscriber(email))?.expiresAt).toBeUndefined();
    expect(await listedSubscribers()).toContain(email);
    expect(await storedConfirmation(token)).toBeUndefined();
  });

  it('answers 404 the second time a link is followed, and changes nothing', async () => {
    const email = newAddress();
    const token = await pendingWithLink(email);
    await confirmWith(token);
    const before = await storedSubscriber(email);

    const again = await confirmWith(token);

    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: LINK_GONE });
    expect(await storedSubscriber(email)).toEqual(before);
  });

  it('of two clicks on one link at once, confirms once and refuses the other', async () => {
    const email = newAddress();
    const token = await pendingWithLink(email);

    const answers = await Promise.all([confirmWith(token), confirmWith(token)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a link after its 7 days, leaving the address pending and uncounted', async () => {
    const email = newAddress();
    const token = await pendingWithLink(email);

    await expect(confirmAt(token, daysFromNow(7.01))).rejects.toMatchObject({ status: 404, message: LINK_GONE });

    expect(await storedSubscriber(email)).toMatchObject({ status: 'pending' });
    expect(await listedSubscribers()).not.toContain(email);
    expect(await storedConfirmation(token)).toMatchObject({ email });
    await expect(confirmAt(token, daysFromNow(6.99))).resolves.toBeUndefined();
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it('answers a well-formed token nobody was mailed with the same 404', async () => {
    const response = await confirmWith('A'.repeat(43));

    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: LINK_GONE });
  });

  it.each([['too short', 'abc'], ['not base64url', `${'A'.repeat(42)}=`], ['not text', 12345]])('answers 400 for a token %s', async (_name, token) => {
    const response = await confirmWith(token);

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [expect.objectContaining({ path: ['token'] })] });
  });

  it('keeps when an address was first confirmed when a second link of it is followed', async () => {
    const email = newAddress();
    const first = await pendingWithLink(email);
    await currentFunction.run(routes.subscribeNewsletter.handler, () => subscribeNewsletter({ email, website: '' }, daysFromNow(0.5)));
    const second = await mailedToken(email);
    expect(second).not.toBe(first);

    await confirmWith(first);
    const { confirmedAt } = (await storedSubscriber(email)) ?? {};
    const again = await confirmWith(second);

    expect(again.status).toBe(200);
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed', confirmedAt });
    expect((await listedSubscribers()).filter((listed) => listed === email)).toHaveLength(1);
  });
});
