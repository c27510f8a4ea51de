import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { signInAsAdmin } from './support/admin';
import { nextAdminCode } from './support/admin-codes';
import { adminSessionCookie } from './support/journey-departures';
import { useBrowser, viewports } from './support/browser';
import { animationsSettled, bookAndPayDeposit, expectAccessibleAndInside, TRIP_TITLE, uniqueEmail } from './support/traveller';

const stackUrl = inject('stackUrl');
const admin = inject('admin');

async function signIn(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${admin.username}` }).waitFor();
}

describe('the operator’s admin area', () => {
  const browser = useBrowser();

  it('signs in, finds a new booking, reads its payments, exports it, sees the payments page and logs out', async () => {
    const email = uniqueEmail('admin-sees');
    const traveller = { firstName: 'Ada', lastName: `Lovelace-${email.slice(11, 19)}` };
    const page = await browser().newPage();
    const reference = await bookAndPayDeposit(page, email, traveller);

    await signIn(page);
    const bookings = page.getByRole('region', { name: 'All Bookings' });
    await bookings.getByText(/\d+ of \d+ bookings?/).waitFor();
    await expectAccessibleAndInside(page);

    // Search is case-insensitive, by name or e-mail.
    await bookings.getByRole('searchbox', { name: /Search/ }).fill(email.toUpperCase());
    const row = bookings.getByRole('row', { name: new RegExp(reference) });
    // The header and the booking, once the search has narrowed the list (the booking was listed before it too).
    await expect.poll(() => bookings.getByRole('row').count()).toBe(2);
    await row.waitFor();
    await row.getByText(`${traveller.firstName} ${traveller.lastName}`, { exact: true }).waitFor();

    await bookings.getByRole('combobox', { name: /Status/ }).selectOption({ label: 'Pending' });
    await bookings.getByText('No bookings match your filters').waitFor();
    await bookings.getByRole('combobox', { name: /Status/ }).selectOption({ label: 'Deposit Paid' });
    await row.waitFor();

    await row.getByRole('button', { name: /View/ }).click();
    const details = page.getByRole('dialog');
    await details.getByText(reference).first().waitFor();
    await details.getByText('$300').first().waitFor();
    // The dialog hides the page behind it from assistive technology, its h1 included.
    await animationsSettled(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([page.waitForEvent('download'), bookings.getByRole('button', { name: /Export CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toBe(
      'Booking ID,Reference,Created Date,Customer Name,Email,Phone,Package,Travelers,Package Price,Total Price,Amount Paid,Balance Due,Deposit Paid,Status,' +
        'Refund Due,Refunded,Dispute Status,Dispute Amount,Forfeited,Departure Date,Return Date,Balance Due Date,Automatic Payments',
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,${reference},`);
    expect(csv[1]).toContain(`${traveller.firstName} ${traveller.lastName},${email},tel:`);
    // Money as plain numbers: the $300 deposit paid.
    expect(csv[1]).toContain(',300.00,');
    expect(csv[1]).toContain(TRIP_TITLE);
    expect(csv[1]).toMatch(/,Yes,/);

    await page.getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
    const paymentRow = page.getByRole('row', { name: new RegExp(email) });
    await paymentRow.getByText('Deposit Paid').waitFor();
    await expectAccessibleAndInside(page);

    await page.setViewportSize(viewports.mobile);
    await expectAccessibleAndInside(page);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${admin.username}` }).waitFor();
    await expectAccessibleAndInside(page);
    await page.setViewportSize(viewports.desktop);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${stackUrl}/admin/login`);
    for (const path of ['/admin/dashboard', '/admin/payments']) {
      await page.goto(`${stackUrl}${path}`);
      await page.waitForURL(`${stackUrl}/admin/login`);
    }
    const answer = await page.request.get(`${stackUrl}/api/bookings`);
    expect(answer.status()).toBe(401);
  });

  it('asks for the authenticator code after the password, refuses a wrong one, and signs out everywhere', async () => {
    const first = await browser().newPage();
    await first.goto(`${stackUrl}/admin/login`);
    await first.getByRole('textbox', { name: /Username/ }).fill(admin.username);
    await first.getByLabel(/Password/).fill(admin.password);
    await first.getByRole('button', { name: 'Sign in' }).click();

    // The password alone signs nobody in: the code step, and no session yet.
    await first.getByRole('heading', { level: 1, name: 'Enter your authenticator code' }).waitFor();
    expect((await first.request.get(`${stackUrl}/api/user`)).status()).toBe(401);
    await expectAccessibleAndInside(first);
    const code = first.getByLabel(/Authenticator code/);
    const right = await nextAdminCode(admin.totpSecret, admin.codeLedger);
    await code.fill(right === '000000' ? '111111' : '000000');
    await first.getByRole('button', { name: 'Verify and sign in' }).click();
    await first.getByText('That code is not right. Enter the current 6-digit code from your authenticator app.').waitFor();
    await code.fill(right);
    await first.getByRole('button', { name: 'Verify and sign in' }).click();
    await first.getByRole('heading', { level: 1, name: `Welcome back, ${admin.username}` }).waitFor();

    // The same admin signed in on another device.
    const otherDevice = await adminSessionCookie(stackUrl, admin);
    const asOtherDevice = () => fetch(`${stackUrl}/api/user`, { headers: { cookie: otherDevice } });
    expect((await asOtherDevice()).status).toBe(200);

    await first.getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.waitForURL(`${stackUrl}/admin/login`);
    expect((await asOtherDevice()).status).toBe(401);
    expect((await first.request.get(`${stackUrl}/api/user`)).status()).toBe(401);
  });
});
