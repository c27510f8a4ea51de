import { randomUUID } from 'node:crypto';
import { type CapturedMail, fetchLocalMail } from '@sunward/emulators/mail-inbox';
import { describe, expect, inject, it } from 'vitest';
import { gotoLive, useBrowser, viewports } from './support/browser';
import { linkInLocalInbox } from './support/local-inbox';

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

  it('subscribes from the newsletter band only once the mailed link is confirmed, and a second signup mails nothing', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const page = await browser().newPage();
    await gotoLive(page, `${stackUrl}/tobago`);
    const band = page.locator('section', { has: page.getByRole('heading', { name: 'Hear about new departures first' }) });

    await band.getByLabel('Email address').fill(email);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await band.getByRole('status').getByText('Check your inbox to confirm').waitFor();

    const subject = 'Confirm your subscription — Sunward Group Travel';
    const link = await linkInLocalInbox(page, stackUrl, { to: email, subject, linkName: 'Confirm my subscription' });
    expect(new URL(link).pathname).toBe('/newsletter/confirm');

    // Opening the link confirms nothing; 'Confirm' does.
    const confirmPage = await browser().newPage();
    await confirmPage.setViewportSize(viewports.mobile);
    await confirmPage.goto(link);
    await confirmPage.getByRole('heading', { level: 2, name: 'Confirm your subscription' }).waitFor();
    await expect.poll(() => new URL(confirmPage.url()).hash).toBe('');
    await confirmPage.getByRole('button', { name: 'Confirm' }).click();
    await confirmPage.getByRole('heading', { level: 2, name: "You're subscribed" }).waitFor();

    // The band answers a subscribed address as any other, and mails it nothing more.
    await gotoLive(page, `${stackUrl}/tobago`);
    await band.getByLabel('Email address').fill(email);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await band.getByRole('status').getByText('Check your inbox to confirm').waitFor();
    expect((await mailsFor(email)).map((mail) => mail.subject)).toEqual([subject]);

    // The link worked once.
    const again = await browser().newPage();
    await again.goto(link);
    await again.getByRole('button', { name: 'Confirm' }).click();
    await again.getByRole('heading', { level: 2, name: 'This link no longer works' }).waitFor();
    await again.close();
    await confirmPage.close();
    await page.close();
  });
});
