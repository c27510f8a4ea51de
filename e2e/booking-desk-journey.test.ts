import { fetchLocalMail } from '@sunward/emulators/mail-inbox';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { useBrowser, viewports } from './support/browser';
import { seriousAccessibilityViolations } from './support/accessibility';
import { saveScreenshot, shotsDir } from './support/screenshots';
import { animationsSettled, bookAndPayDeposit, uniqueEmail } from './support/traveller';
import { WAIT_MS } from './support/waits';

const stackUrl = inject('stackUrl');
const admin = inject('admin');

/** Signed in as the admin: at once when the browser already has a session, else through the sign-in. */
async function toDashboard(page: Page) {
  await page.goto(`${stackUrl}/admin/dashboard`);
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome back, ${admin.username}` });
  const login = page.getByRole('textbox', { name: /Username/ });
  await welcome.or(login).first().waitFor();
  if (await login.isVisible()) await signInAsAdmin(page);
  await welcome.waitFor();
}

/** Finds the booking by the traveller's e-mail and opens its details. */
async function openDetails(page: Page, email: string, reference: string): Promise<Locator> {
  const bookings = page.getByRole('region', { name: 'All Bookings' });
  await bookings.getByRole('searchbox', { name: /Search/ }).fill(email);
  const row = bookings.getByRole('row', { name: new RegExp(reference) });
  await row.getByRole('button', { name: /View/ }).click();
  const details = page.getByRole('dialog', { name: /.+/ }).filter({ hasText: 'Payment history' });
  await details.getByText(reference).first().waitFor();
  return details;
}

/** The page at both widths the desk uses, each saved as `desk-<name>-<width>.png` (`E2E_SHOTS_DIR`). */
async function screenshots(page: Page, name: string) {
  if (!shotsDir) return;
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await animationsSettled(page);
    await saveScreenshot(page, `desk-${name}-${viewport.width}`);
  }
  await page.setViewportSize(viewports.desktop);
}

async function mailsTo(email: string) {
  return (await fetchLocalMail(stackUrl)).filter((mail) => mail.to.includes(email));
}

describe('the booking desk: money on a booking', () => {
  const browser = useBrowser();

  it('refunds the deposit of a booking and, as the refund dialog suggests, cancels it: seats back, the traveller told, the refund counted once', async () => {
    const email = uniqueEmail('desk-cancel');
    const page = await browser().newPage();
    const reference = await bookAndPayDeposit(page, email, { firstName: 'Nellie', lastName: `Bly-${email.slice(12, 18)}` });
    await toDashboard(page);
    const details = await openDetails(page, email, reference);

    const money = details.getByRole('region', { name: 'Money and cancellation' });
    await money.getByText('Paid $300').waitFor();
    await money.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund by card' });
    await refund.getByRole('textbox', { name: /Amount to refund/ }).fill('300');
    // Below the deposit: the dialog asks whether to cancel too.
    await refund.getByText('This leaves less than the deposit of $300.').waitFor();
    await screenshots(page, 'refund-below-deposit');
    await refund.getByRole('button', { name: 'Cancel the booking with this refund' }).click();

    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect.poll(() => cancel.getByRole('textbox', { name: /Refund by card/ }).inputValue()).toBe('300.00');
    await cancel.getByText(/Money: \$300 has been paid\. All of it is refunded to the card it was paid with\./).waitFor();
    await cancel.getByRole('textbox', { name: /Reason/ }).fill('Trip moved at the traveller’s request');
    await screenshots(page, 'cancel-with-refund');
    // The dialogs hide the page behind them from assistive technology, its h1 included.
    await animationsSettled(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await page.getByText(`${reference} is cancelled; 1 seat is back on sale and $300 is being refunded by card.`).waitFor();

    // Stripe's webhook records the refund: the details read $0 paid and $300 refunded.
    await details.getByText('Cancelled by the agency').waitFor();
    await expect.poll(async () => (await money.textContent()) ?? '', { timeout: WAIT_MS }).toContain('Paid $0 after $300 refunded by card');
    await screenshots(page, 'cancelled-and-refunded');

    await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: WAIT_MS }).toEqual(
      expect.arrayContaining([`Your booking ${reference} is cancelled`, `Refund of $300 for booking ${reference}`]),
    );
    const refundMails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Refund of'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain('We have refunded $300');
  });

  it('records a bank transfer of the balance: paid in full, a receipt, listed as a bank transfer', async () => {
    const email = uniqueEmail('desk-transfer');
    const page = await browser().newPage();
    const reference = await bookAndPayDeposit(page, email, { firstName: 'Ida', lastName: `Wells-${email.slice(14, 20)}` });
    await toDashboard(page);
    const details = await openDetails(page, email, reference);

    const money = details.getByRole('region', { name: 'Money and cancellation' });
    await money.getByRole('button', { name: 'Record offline payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record an offline payment' });
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    const balance = await amount.inputValue();
    expect(Number(balance)).toBeGreaterThan(0);

    // More than the balance is refused before anything is sent.
    await amount.fill(String(Number(balance) + 1));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText(/The amount is more than the balance due/).waitFor();

    await amount.fill(balance);
    await dialog.getByRole('combobox', { name: /Method/ }).selectOption({ label: 'Bank transfer' });
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Wire ref 7781');
    await dialog.getByText('the booking is paid in full: reminders stop and it shows as confirmed.').waitFor();
    await screenshots(page, 'offline-payment');
    // The dialogs hide the page behind them from assistive technology, its h1 included.
    await animationsSettled(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await details.getByText(/Bank transfer, received \d{4}-\d{2}-\d{2}: Wire ref 7781/).waitFor();
    await expect.poll(async () => (await money.textContent()) ?? '').toContain('balance due $0');
    await screenshots(page, 'offline-payment-recorded');
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => mail.subject.startsWith('Payment received:') && mail.subject.endsWith(reference)), { timeout: WAIT_MS })
      .toBe(true);
  });
});
