import { routes } from '@sunward/shared/routes';
import { SubscriberPage } from '@sunward/shared/schemas/subscribers';
import { describe, expect, it } from 'vitest';
import { handler as confirmNewsletter } from '../../src/handlers/confirm-newsletter';
import { handler } from '../../src/handlers/list-subscribers';
import { handler as subscribeNewsletter } from '../../src/handlers/subscribe-newsletter';
import { INVALID_CURSOR_MESSAGE } from '../../src/services/list-subscribers';
import { invoke } from '../support/invoke';
import { mailedToken } from '../support/newsletter';
import { givenSessionCookie, uniqueId } from '../support/test-data';

const list = (query: Record<string, string>, cookies: string[] = []) => invoke(handler, routes.listSubscribers, { query, cookies });

async function subscribed(confirm: boolean): Promise<string> {
  const email = `${uniqueId('reader')}@example.com`;
  expect((await invoke(subscribeNewsletter, routes.subscribeNewsletter, { body: { email, website: '' } })).status).toBe(202);
  if (confirm) expect((await invoke(confirmNewsletter, routes.confirmNewsletter, { body: { token: await mailedToken(email) } })).status).toBe(200);
  return email;
}

/** Every page, following the cursors, as the admin's list loads them. */
async function everyPage(cookie: string, limit: number): Promise<{ emails: string[]; pages: number }> {
  const emails: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const answer = await list({ limit: String(limit), ...(cursor ? { cursor } : {}) }, [cookie]);
    expect(answer.status).toBe(200);
    const page = SubscriberPage.parse(answer.json);
    emails.push(...page.subscribers.map((subscriber) => subscriber.email));
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { emails, pages };
}

describe('GET /api/subscribers', () => {
  it('lists confirmed subscribers only, the latest confirmed first, page by page', async () => {
    const first = await subscribed(true);
    const pending = await subscribed(false);
    const second = await subscribed(true);
    const { cookie } = await givenSessionCookie('admin');

    const all = await everyPage(cookie, 500);
    const paged = await everyPage(cookie, 2);

    expect(all.emails).toContain(first);
    expect(all.emails).toContain(second);
    expect(all.emails).not.toContain(pending);
    expect(all.emails.indexOf(second)).toBeLessThan(all.emails.indexOf(first));
    expect(paged.emails).toEqual(all.emails);
    expect(paged.pages).toBe(Math.ceil(all.emails.length / 2));
    const [newest] = SubscriberPage.parse((await list({ limit: '1' }, [cookie])).json).subscribers;
    expect(newest).toEqual({ email: all.emails[0], confirmedAt: expect.stringMatching(/Z$/) });
  });

  it('answers 400 for a cursor it did not give and a limit out of range', async () => {
    const { cookie } = await givenSessionCookie('admin');
    const forged = Buffer.from(JSON.stringify({ pk: 'BOOKING#x', sk: 'BOOKING', typePk: 'BOOKING', typeSk: '2030#x' })).toString('base64url');

    const badCursor = await list({ cursor: forged }, [cookie]);
    const badLimit = await list({ limit: '0' }, [cookie]);

    expect(badCursor.status).toBe(400);
    expect(badCursor.json).toEqual({ message: INVALID_CURSOR_MESSAGE });
    expect(badLimit.status).toBe(400);
  });

  it('answers 401 to a visitor and to a customer', async () => {
    const customer = await givenSessionCookie('customer');

    expect((await list({})).status).toBe(401);
    expect((await list({}, [customer.cookie])).status).toBe(401);
  });
});
