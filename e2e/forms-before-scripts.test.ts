import { randomUUID } from 'node:crypto';
import { type CapturedMail, fetchLocalMail } from '@sunward/emulators/mail-inbox';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoLive, useBrowser } from './support/browser';

/*
 * The newsletter and contact forms before and without the page's script (decision 049): a form
 * the browser posts itself lands on a result page, is taken once, and nothing typed reaches a URL.
 */

const stackUrl = inject('stackUrl');

async function mailsFor(address: string): Promise<CapturedMail[]> {
  return (await fetchLocalMail(stackUrl)).filter((mail) => mail.to.includes(address) || mail.replyTo.includes(address));
}

/** Every URL the page went to or asked for, and its posts to one API call. */
function watch(page: Page, apiPath: string) {
  const urls: string[] = [];
  const posts: Request[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPath) posts.push(request);
  });
  return { urls, posts };
}

/** Holds back the static page's script (the enhance entry) until `release` is called. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/enhance-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function fillInquiry(page: Page, email: string, message: string) {
  const form = page.locator('form[action="/api/inquiries"]');
  await form.getByRole('button', { name: 'Send Message' }).waitFor();
  await form.getByLabel(/^First name/).fill('Noor');
  await form.getByLabel(/^Last name/).fill('Haddad');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel('Trip you are interested in').selectOption('tobago');
  await form.getByLabel(/^Message/).fill(message);
  return form;
}

const expectNoWordsIn = (urls: readonly string[], ...words: string[]) => {
  for (const url of urls) for (const word of words) expect(decodeURIComponent(url)).not.toContain(word);
};

describe('the forms without scripts', () => {
  const browser = useBrowser({ javaScriptEnabled: false });

  it('sends the contact form: the result page, nothing typed in any URL, stored and mailed once', async () => {
    const email = `noscript-${randomUUID().slice(0, 8)}@example.com`;
    const message = `No scripts here ${randomUUID().slice(0, 8)}`;
    const page = await browser().newPage();
    const seen = watch(page, '/api/inquiries');
    await page.goto(`${stackUrl}/contact`);

    const form = await fillInquiry(page, email, message);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { level: 1, name: 'Message Sent!' }).waitFor();
    const landed = new URL(page.url());
    expect([landed.pathname, landed.search, landed.hash]).toEqual(['/contact/sent', '', '']);
    expect(seen.posts).toHaveLength(1);
    expectNoWordsIn(seen.urls, email, 'No scripts here', 'Haddad');
    await expect.poll(async () => (await mailsFor(email)).map((mail) => mail.subject).sort()).toEqual([
      'New inquiry from Noor Haddad',
      'We received your message — Sunward Group Travel',
    ]);
    expect((await mailsFor(email)).find((mail) => mail.subject.startsWith('New inquiry'))?.text).toContain(message);
    await page.close();
  });

  it('names the field to fix, and the Back button returns to the form with what was typed', async () => {
    const email = 'noor@localhost';
    const page = await browser().newPage();
    const seen = watch(page, '/api/inquiries');
    await page.goto(`${stackUrl}/contact`);

    // The browser takes an address without a dot in its domain; the shared rule does not.
    const form = await fillInquiry(page, email, 'Is March a good month?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { level: 1, name: 'Check your e-mail address' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact/check-email');
    await page.getByRole('heading', { name: 'What to fix: Email' }).waitFor();
    expectNoWordsIn(seen.urls, email, 'March');
    await page.goBack();
    expect(await page.locator('form[action="/api/inquiries"]').getByLabel(/^Message/).inputValue()).toBe('Is March a good month?');
    await page.close();
  });

  it('subscribes from the newsletter band: the check-your-inbox page and one confirmation mail', async () => {
    const email = `noscript-${randomUUID().slice(0, 8)}@example.com`;
    const page = await browser().newPage();
    const seen = watch(page, '/api/newsletter');
    await page.goto(`${stackUrl}/`);

    const form = page.locator('form[action="/api/newsletter"]');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await page.getByRole('heading', { level: 1, name: 'Check your inbox to confirm' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsletter/check-your-inbox');
    expect(seen.posts).toHaveLength(1);
    expectNoWordsIn(seen.urls, email);
    await expect.poll(async () => (await mailsFor(email)).map((mail) => mail.subject)).toEqual(['Confirm your subscription — Sunward Group Travel']);
    await page.close();
  });
});

describe('the forms while the page’s script is held back', () => {
  const browser = useBrowser();

  it('sends a form submitted before the script runs natively, exactly once', async () => {
    const email = `early-${randomUUID().slice(0, 8)}@example.com`;
    const page = await browser().newPage();
    const seen = watch(page, '/api/inquiries');
    const scripts = await holdScripts(page);
    // A module script holds back DOMContentLoaded: the page is read as it arrives.
    await page.goto(`${stackUrl}/contact`, { waitUntil: 'commit' });

    const form = await fillInquiry(page, email, 'Sent before the script ran');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message Sent!' }).waitFor();
    scripts.release();

    expect(new URL(page.url()).pathname).toBe('/contact/sent');
    expect(seen.posts).toHaveLength(1);
    expect(seen.posts[0]?.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expectNoWordsIn(seen.urls, email, 'Sent before');
    await expect.poll(async () => (await mailsFor(email)).filter((mail) => mail.subject === 'New inquiry from Noor Haddad')).toHaveLength(1);
    await page.close();
  });

  it('keeps what was typed before the script ran, then sends it as the app does: a toast and an empty form', async () => {
    const email = `typed-${randomUUID().slice(0, 8)}@example.com`;
    const page = await browser().newPage();
    const seen = watch(page, '/api/inquiries');
    const scripts = await holdScripts(page);
    // A module script holds back DOMContentLoaded: the page is read as it arrives.
    await page.goto(`${stackUrl}/contact`, { waitUntil: 'commit' });

    const form = await fillInquiry(page, email, 'Typed while the page was starting');
    scripts.release();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('Typed while the page was starting');
    expect(await form.getByLabel(/^Email/).inputValue()).toBe(email);

    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').getByText('Message Sent!').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('');
    expect(seen.posts).toHaveLength(1);
    expect(seen.posts[0]?.headers()['content-type']).toBe('application/json');
    await expect.poll(async () => (await mailsFor(email)).filter((mail) => mail.subject === 'New inquiry from Noor Haddad')).toHaveLength(1);
    await page.close();
  });

  it('shows the shared rule’s messages on the fields once the script runs, and sends nothing', async () => {
    const page = await browser().newPage();
    const seen = watch(page, '/api/inquiries');
    await gotoLive(page, `${stackUrl}/contact`);

    const form = page.locator('form[action="/api/inquiries"]');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await form.getByText('First name is required').waitFor();
    await expect.poll(() => form.getByLabel(/^First name/).evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await form.getByLabel(/^Message/).getAttribute('aria-invalid')).toBe('true');
    expect(seen.posts).toHaveLength(0);
    await page.close();
  });
});
