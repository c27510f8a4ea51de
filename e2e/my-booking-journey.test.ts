import { type CapturedMail, fetchLocalMail } from '@sunward/emulators/mail-inbox';
import type { Page } from 'playwright-core';
import { maskEmail } from '@sunward/shared/rules/masked-email';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, viewports } from './support/browser';
import { linkInLocalInbox } from './support/local-inbox';
import { bookAndPayDeposit, expectAccessibleAndInside, fillCard, focusedName, payWithTestCardByKeyboard, tabTo, TRIP_TITLE, uniqueEmail } from './support/traveller';
import { WAIT_MS } from './support/waits';

const stackUrl = inject('stackUrl');

/** The newest verification mail to `email`, once it has arrived. */
async function verificationMail(email: string, after: number): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await fetchLocalMail(stackUrl);
        found = mails.filter((mail) => mail.to.includes(email) && /\b\d{6}\b/.test(mail.subject) && Date.parse(mail.sentAt) >= after - 1000).at(-1);
        return found !== undefined;
      },
      { timeout: WAIT_MS },
    )
    .toBe(true);
  if (!found) throw new Error(`No verification mail to ${email}`);
  return found;
}

function codeIn(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}


async function requestCode(page: Page, email: string): Promise<number> {
  await page.goto(`${stackUrl}/my-booking`);
  await page.getByRole('heading', { level: 2, name: 'Verify your email' }).waitFor();
  await expectAccessibleAndInside(page);
  const sentAt = Date.now();
  await page.getByLabel(/Email address/).fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByText('Verification Code Sent').waitFor();
  await page.getByRole('heading', { level: 2, name: 'Enter your code' }).waitFor();
  return sentAt;
}

describe('finding a booking and paying part of the balance', () => {
  const browser = useBrowser();

  it('books Tobago, gets a code by e-mail, pays $250 of the balance with 4242 and sees it in the history', async () => {
    await browser().clearCookies();
    const email = uniqueEmail('balance');
    const page = await browser().newPage();
    const reference = await bookAndPayDeposit(page, email);

    const sentAt = await requestCode(page, email);
    const code = codeIn(await verificationMail(email, sentAt));
    await page.getByRole('textbox', { name: /Verification code/ }).fill(code);
    await expectAccessibleAndInside(page);
    await page.getByRole('button', { name: 'Verify & Access Booking' }).click();

    const booking = page.getByRole('article', { name: TRIP_TITLE });
    await booking.waitFor();
    await booking.getByText(reference).waitFor();
    await booking.getByText('$999').waitFor();
    await booking.getByText('deposit paid').waitFor();
    await expectAccessibleAndInside(page);

    await booking.getByRole('button', { name: 'Make a Payment' }).click();
    await booking.getByRole('spinbutton', { name: /Payment amount/ }).fill('250');
    await booking.getByRole('button', { name: 'Continue to Payment' }).click();
    await booking.getByRole('heading', { level: 4, name: 'Card payment' }).waitFor();
    await fillCard(booking, '4242 4242 4242 4242');
    await expectAccessibleAndInside(page);
    await booking.getByRole('button', { name: 'Pay $250' }).click();

    await page.getByText('Your payment of $250 has been received.').waitFor();
    await booking.getByText('Payment received').waitFor();
    await booking.getByText('$749').waitFor();
    await booking.getByText('$550').waitFor();

    await booking.getByRole('button', { name: 'View Payment History' }).click();
    const history = booking.getByRole('list', { name: 'Payments' });
    await history.waitFor();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    await history.getByText('$250').waitFor();
    await history.getByText('$300').waitFor();
    await expectAccessibleAndInside(page);

    // The session outlives a reload: the bookings show again without a new code.
    await page.reload();
    await page.getByRole('article', { name: TRIP_TITLE }).getByText('$749').waitFor();
    await page.close();
  });

  it("opens the e-mail's link on 'Continue as a•••@…', uses nothing up by loading it, and signs in on the click (phone width)", async () => {
    await browser().clearCookies();
    const email = uniqueEmail('link');
    const page = await browser().newPage();
    await page.setViewportSize(viewports.mobile);
    const reference = await bookAndPayDeposit(page, email);
    const { subject } = await verificationMail(email, await requestCode(page, email));
    const link = await linkInLocalInbox(page, stackUrl, { to: email, subject, linkName: 'Open your bookings' });
    expect(new URL(link).pathname).toBe('/my-booking');
    const continueAs = `Continue as ${maskEmail(email)}`;

    // A mail scanner, or anyone, that only loads the link: the page waits for the click.
    const scanner = await browser().newPage();
    await scanner.goto(link);
    await scanner.getByRole('button', { name: continueAs }).waitFor();
    await expect.poll(() => new URL(scanner.url()).hash).toBe('');
    await scanner.close();

    const fresh = await browser().newPage();
    await fresh.setViewportSize(viewports.mobile);
    await fresh.goto(link);
    await fresh.getByRole('heading', { level: 2, name: 'Open your bookings' }).waitFor();
    await expectAccessibleAndInside(fresh);
    // The code still works after the scanner's visit: loading used nothing up.
    await fresh.getByRole('button', { name: continueAs }).click();
    const booking = fresh.getByRole('article', { name: TRIP_TITLE });
    await booking.waitFor();
    await booking.getByText(reference).waitFor();
    await expect.poll(() => new URL(fresh.url()).hash).toBe('');
    await expectAccessibleAndInside(fresh);

    await fresh.getByRole('button', { name: 'Sign out' }).click();
    await fresh.getByRole('heading', { level: 2, name: 'Verify your email' }).waitFor();
    await fresh.close();

    // Used once, the link signs nobody in again.
    const later = await browser().newPage();
    await later.goto(link);
    await later.getByRole('button', { name: continueAs }).click();
    await later.getByText('Invalid or expired verification code. Please try again.').waitFor();
    await later.getByRole('heading', { level: 2, name: 'Verify your email' }).waitFor();
    await later.close();
    await page.close();
  });

  it('can be completed with the keyboard alone: the e-mail, the code, and Enter', async () => {
    await browser().clearCookies();
    const email = uniqueEmail('keys');
    const page = await browser().newPage();
    await bookAndPayDeposit(page, email);
    await page.goto(`${stackUrl}/my-booking`);
    await page.getByRole('heading', { level: 2, name: 'Verify your email' }).waitFor();

    await tabTo(page, 'email');
    const sentAt = Date.now();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 2, name: 'Enter your code' }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('code');
    await page.keyboard.type(codeIn(await verificationMail(email, sentAt)));
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 2, name: 'Your bookings' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    for (let presses = 0; presses < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Make a Payment'; presses += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('amount');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 4, name: 'Card payment' }).waitFor();
    // The card form loads its settings first; tab into it once its fields are there.
    await page.getByLabel('Card number').waitFor();
    await tabTo(page, 'number', 5);
    await payWithTestCardByKeyboard(page);
    await page.getByText('Your payment of $100 has been received.').waitFor();
    await page.getByRole('article', { name: TRIP_TITLE }).getByText('$899').waitFor();
    await page.close();
  });
});
