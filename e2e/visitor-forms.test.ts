import { randomUUID } from 'node:crypto';
import { type CapturedMail, fetchLocalMail } from '@sunward/emulators/mail-inbox';
import { describe, expect, inject, it } from 'vitest';
import { gotoLive, useBrowser, viewports } from './support/browser';

const stackUrl = inject('stackUrl');

/** The visitor's acknowledgement and the agency's copy, whose reply-to is the visitor. */
async function mailsFor(address: string): Promise<CapturedMail[]> {
  const mails = await fetchLocalMail(stackUrl);
  return mails.filter((mail) => mail.to.includes(address) || mail.replyTo.includes(address));
}

describe('a visitor writes to the agency and subscribes', () => {
  const browser = useBrowser();

  it('sends the contact form: a toast, a reset form, and both mails at /_local/mail', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const page = await browser().newPage();
    await page.setViewportSize(viewports.mobile);
    await gotoLive(page, `${stackUrl}/contact`);

    const form = page.locator('form', { has: page.getByRole('button', { name: /send message/i }) });
    await form.getByLabel(/^First name/).fill('Maya');
    await form.getByLabel(/^Last name/).fill('Brooks');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Message/).fill('Do you run the Tobago trip in March?');
    await form.getByRole('button', { name: /send message/i }).click();

    await page.getByText('Message Sent!').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    expect(await form.getByLabel(/^First name/).inputValue()).toBe('');
    await expect.poll(async () => (await mailsFor(email)).map((mail) => mail.subject).sort()).toEqual([
      'New inquiry from Maya Brooks',
      'We received your message — Sunward Group Travel',
    ]);
    await page.goto(`${stackUrl}/_local/mail`);
    await page.getByText('New inquiry from Maya Brooks').first().waitFor();
    await page.close();
  });

  it('subscribes from the newsletter band, twice without an error', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const page = await browser().newPage();
    await gotoLive(page, `${stackUrl}/tobago`);
    const band = page.locator('section', { has: page.getByRole('heading', { name: 'Hear about new departures first' }) });

    for (let time = 0; time < 2; time++) {
      await band.getByLabel('Email address').fill(email);
      await band.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText("You've been subscribed to our newsletter.").waitFor();
      expect(await band.getByLabel('Email address').inputValue()).toBe('');
      // One toast at a time (spec §8): dismiss it, as a visitor would, before subscribing again.
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await page.getByText("You've been subscribed to our newsletter.").waitFor({ state: 'detached' });
    }
    await page.close();
  });
});
