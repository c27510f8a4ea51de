import { fetchLocalMail } from '@sunward/emulators/mail-inbox';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { nextAdminCode } from './support/admin-codes';
import { useBrowser, viewports } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { animationsSettled, bookAndPayDeposit, expectAccessibleAndInside, uniqueEmail } from './support/traveller';

const stackUrl = inject('stackUrl');
const admin = inject('admin');

/** The page at both widths the desk uses, checked, and saved as `lists-<name>-<width>.png` (`E2E_SHOTS_DIR`). */
async function screenshots(page: Page, name: string) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await animationsSettled(page);
    // Saved before the checks, so a page that fails them can be looked at.
    await saveScreenshot(page, `lists-${name}-${viewport.width}`);
    await expectAccessibleAndInside(page);
  }
  await page.setViewportSize(viewports.desktop);
}

describe('the desk’s lists', () => {
  const browser = useBrowser();

  it('follows the agency’s mail to the booking, finds it by its reference, and shows its dates and money in both tables', async () => {
    const email = uniqueEmail('desk-lists');
    const page = await browser().newPage();
    const reference = await bookAndPayDeposit(page, email, { firstName: 'Ida', lastName: `Wells-${email.slice(11, 17)}` });

    // The agency's notice of the new booking links to it in the admin, not to My booking.
    let link: string | undefined;
    await expect
      .poll(async () => {
        const notice = (await fetchLocalMail(stackUrl)).find((mail) => mail.replyTo.includes(email) && mail.subject.startsWith('New booking:'));
        link = /https?:\/\/\S+\/admin\/dashboard\?booking=SGT-\w{6}/.exec(notice?.text ?? '')?.[0];
        return link;
      })
      .toBe(`${stackUrl}/admin/dashboard?booking=${reference}`);
    // Signed out, the link goes through the sign-in and comes back to the booking.
    await page.goto(link ?? '');
    await page.waitForURL(`${stackUrl}/admin/login`);
    await page.getByRole('textbox', { name: /Username/ }).fill(admin.username);
    await page.getByLabel(/Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel(/Authenticator code/).fill(await nextAdminCode(admin.totpSecret, admin.codeLedger));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${stackUrl}/admin/dashboard?booking=${reference}`);
    const details = page.getByRole('dialog', { name: /Ida Wells/ });
    await details.getByText(reference).first().waitFor();
    await details.getByText('Departure', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');

    // The reference as a traveller reads it out: any case, no dash.
    const bookings = page.getByRole('region', { name: 'All Bookings' });
    await bookings.getByRole('searchbox', { name: /Search/ }).fill(reference.replace('-', '').toLowerCase());
    const row = bookings.getByRole('row', { name: new RegExp(reference) });
    await row.waitFor();
    expect(await bookings.getByRole('row').count()).toBe(2);
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['$300', 'Deposit Paid']));
    await bookings.getByRole('searchbox', { name: /Search/ }).fill('');
    await screenshots(page, 'dashboard');

    await page.getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
    const paymentRow = page.getByRole('row', { name: new RegExp(reference) });
    await paymentRow.getByText('Deposit Paid').waitFor();
    await screenshots(page, 'payments');
    await page.close();
  });
});
