import { fetchLocalMail } from '@sunward/emulators/mail-inbox';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { cents } from '@sunward/shared/money';
import { agencyDate } from '@sunward/shared/rules/agency-calendar';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { AUTO_PAY_LABEL } from '@sunward/shared/rules/installment-consent';
import { installmentChargeTime, planInstallments } from '@sunward/shared/rules/installment-plan';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, viewports } from './support/browser';
import { adminSessionCookie } from './support/journey-departures';
import { linkInLocalInbox } from './support/local-inbox';
import { saveScreenshot } from './support/screenshots';
import { animationsSettled, expectAccessibleAndInside, fillCard, fillDetails, uniqueEmail } from './support/traveller';
import { WAIT_MS } from './support/waits';

const stackUrl = inject('stackUrl');
const DAY_MS = 24 * 60 * 60 * 1000;
const TRIP_TITLE = 'Portugal & Morocco: Lisbon to Marrakech';
/** Morocco's price less one traveller's deposit: $2,358, the "6 monthly payments of $393" the site advertises. */
const BALANCE = cents(265_800 - DEPOSIT_PER_TRAVELER_CENTS);

/** `YYYY-MM-DD` of the UTC day `days` after `now`. */
const isoDayAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A Morocco departure eight months out, added as the operator would: its balance falls due 45 days
 * before, so six monthly payments fit from any day the suite runs. Its own, so no other journey's
 * seats or dates move it.
 */
async function moroccoDeparture(now: Date): Promise<{ id: string; balanceDueDate: string }> {
  const sid = await adminSessionCookie(stackUrl, inject('admin'));
  const answer = await fetch(`${stackUrl}/api/trips/${packageIds.morocco}/departures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: sid, origin: stackUrl },
    body: JSON.stringify({ departureDate: isoDayAfter(now, 240), returnDate: isoDayAfter(now, 245), capacity: 12 }),
  });
  if (answer.status !== 201) throw new Error(`Adding the departure answered ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { id: string; balanceDueDate: string };
}

/**
 * The page at both widths, checked for accessibility and saved (`E2E_SHOTS_DIR`) as
 * `auto-pay-<name>-<width>.png` (the whole page, from its top so the sticky header sits there) and
 * `auto-pay-<name>-<width>-part.png` (`scope` alone).
 */
async function screenshotsAndChecks(page: Page, name: string, scope?: Locator) {
  // A toast lying over the form would hide what the pictures are for.
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await animationsSettled(page);
    await expectAccessibleAndInside(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `auto-pay-${name}-${viewport.width}`);
    if (scope) await saveScreenshot(scope, `auto-pay-${name}-${viewport.width}-part`);
  }
  await page.setViewportSize(viewports.desktop);
}

async function openBookingForm(page: Page, departureId: string, email: string) {
  await page.goto(`${stackUrl}/booking?package=${packageIds.morocco}&departure=${departureId}`);
  await page.getByRole('heading', { level: 2, name: 'Booking Information' }).waitFor();
  await fillDetails(page, email, 1, { firstName: 'Ada', lastName: 'Lovelace' });
}

/** Ticks 'Pay the balance automatically' from the keyboard, as the terms box is ticked. */
async function tickAutoPay(page: Page) {
  const box = page.getByRole('checkbox', { name: AUTO_PAY_LABEL });
  expect(await box.isChecked()).toBe(false);
  await box.focus();
  await page.keyboard.press('Space');
  expect(await box.isChecked()).toBe(true);
}

async function payDeposit(page: Page, card: string) {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
  await fillCard(page, card);
  await page.getByRole('button', { name: 'Pay $300 deposit' }).click();
}

/** Completes the bank's check in the local authentication dialog (the stub's stand-in for 3D Secure). */
async function completeAuthentication(page: Page) {
  await page.getByRole('button', { name: 'Complete authentication' }).click();
}

/** My booking with the code e-mailed to `email`; answers the booking's card. */
async function myBooking(page: Page, email: string): Promise<Locator> {
  await page.goto(`${stackUrl}/my-booking`);
  const sentAt = Date.now();
  await page.getByLabel(/Email address/).fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await fetchLocalMail(stackUrl))
          .filter((mail) => mail.to.includes(email) && Date.parse(mail.sentAt) >= sentAt - 1000)
          .map((mail) => /\b(\d{6})$/.exec(mail.subject)?.[1])
          .find((found) => found !== undefined);
        return code !== undefined;
      },
      { timeout: WAIT_MS },
    )
    .toBe(true);
  await page.getByRole('textbox', { name: /Verification code/ }).fill(code ?? '');
  await page.getByRole('button', { name: 'Verify & Access Booking' }).click();
  const booking = page.getByRole('article', { name: TRIP_TITLE });
  await booking.waitFor();
  return booking;
}

describe('automatic payments', () => {
  const browser = useBrowser();
  let departure: { id: string; balanceDueDate: string };

  beforeAll(async () => {
    departure = await moroccoDeparture(new Date());
  });

  it('opts in on the booking form, pays the deposit and sees the plan in My booking', { timeout: 240_000 }, async () => {
    const email = uniqueEmail('auto-pay-booking');
    await browser().clearCookies();
    const page = await browser().newPage();
    await openBookingForm(page, departure.id, email);

    const summary = page.getByRole('region', { name: 'Price summary' });
    await summary.getByText('or 6 monthly payments of $393').waitFor();
    await tickAutoPay(page);
    const plan = page.getByRole('table', { name: 'Your automatic payments' });
    await plan.waitFor();
    expect(await plan.getByRole('row').count()).toBe(8);
    await page.getByText('By booking with this box ticked, you agree:').waitFor();
    await screenshotsAndChecks(page, 'booking-form-plan', page.getByRole('region', { name: 'Automatic payments' }));

    await payDeposit(page, '4242 4242 4242 4242');
    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await success.getByText(/Automatic payments are on: 6 monthly payments of \$393 from /).waitFor();

    const booking = await myBooking(page, email);
    const section = booking.getByRole('region', { name: 'Automatic payments' });
    await section.getByText('Active', { exact: true }).waitFor();
    await section.getByText(/^Visa •••• 4242, expires /).waitFor();
    const table = section.getByRole('table', { name: 'Your automatic payments' });
    expect(await table.getByRole('row').count()).toBe(8);
    expect(await table.getByRole('cell', { name: 'Scheduled', exact: true }).count()).toBe(6);
    await section.getByRole('button', { name: 'Change card' }).waitFor();
    await screenshotsAndChecks(page, 'my-booking-plan', section);
    expect((await fetchLocalMail(stackUrl)).some((mail) => mail.to.includes(email) && mail.subject.startsWith('Automatic payments are on'))).toBe(true);
  });

  it('opts in later from My booking, the bank checking the card once', { timeout: 240_000 }, async () => {
    const email = uniqueEmail('auto-pay-later');
    await browser().clearCookies();
    const page = await browser().newPage();
    await openBookingForm(page, departure.id, email);
    await payDeposit(page, '4242 4242 4242 4242');
    await page.getByRole('region', { name: 'Payment Successful!' }).waitFor();

    const booking = await myBooking(page, email);
    const section = booking.getByRole('region', { name: 'Automatic payments' });
    await section.getByRole('button', { name: AUTO_PAY_LABEL }).click();
    await section.getByRole('table', { name: 'The automatic payments you are agreeing to' }).waitFor();
    await section.getByText(/^I authorise Sunward Group Travel to charge the card you enter below 6 monthly payments/).waitFor();
    await fillCard(section, '4000 0025 0000 3155');
    await screenshotsAndChecks(page, 'my-booking-opt-in', section);
    await section.getByRole('button', { name: 'Agree and switch on' }).click();
    await completeAuthentication(page);

    await section.getByText('Active', { exact: true }).waitFor();
    await section.getByText(/^Visa •••• 3155, expires /).waitFor();
    await expectAccessibleAndInside(page);
  });

  it('completes from the mail a payment the bank asked to authenticate, and the plan goes on', { timeout: 300_000 }, async () => {
    const email = uniqueEmail('auto-pay-challenge');
    await browser().clearCookies();
    const page = await browser().newPage();
    await openBookingForm(page, departure.id, email);
    await tickAutoPay(page);
    // A card whose bank asks for authentication on every payment, the off-session ones included.
    await payDeposit(page, '4000 0027 6000 3184');
    await completeAuthentication(page);
    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await success.getByText(/Automatic payments are on/).waitFor();
    const reference = (await success.getByText(/^SGT-[2-9A-HJKMNP-Z]{6}$/).textContent()) ?? '';

    // The minute job on the day of the first payment, as the local timer would run it then.
    const [first] = planInstallments({ balanceCents: BALANCE, startDate: agencyDate(new Date()), balanceDueDate: departure.balanceDueDate });
    if (!first) throw new Error('No installment fits the journey departure');
    const run = await fetch(`${stackUrl}/_local/timed-work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: new Date(installmentChargeTime(first.date).getTime() + 60_000).toISOString() }),
    });
    expect(run.status).toBe(200);

    const payUrl = await linkInLocalInbox(page, stackUrl, {
      to: email,
      subject: `Please confirm your payment of $393: ${TRIP_TITLE} (${reference})`,
      linkName: 'Confirm the payment',
    });
    expect(payUrl).toMatch(new RegExp(`^${stackUrl}/pay#[A-Za-z0-9_-]{43}$`));

    await browser().clearCookies();
    await page.goto(payUrl);
    const request = page.getByRole('region', { name: 'Your bank asked you to confirm a payment' });
    await request.getByText(/^Your bank wants you to approve automatic payment no\. 1, for \$393/).waitFor();
    await screenshotsAndChecks(page, 'pay-authentication', request);
    await request.getByRole('button', { name: 'Confirm this payment' }).click();
    await completeAuthentication(page);
    await page.getByText('Payment confirmed').waitFor();
    await page.getByText(/Your balance is now \$1,965; your next automatic payments go ahead as planned\./).waitFor();
    await screenshotsAndChecks(page, 'pay-authentication-done');

    const booking = await myBooking(page, email);
    const section = booking.getByRole('region', { name: 'Automatic payments' });
    await section.getByText('Active', { exact: true }).waitFor();
    await section.getByRole('row', { name: /^1 .* \$393 Paid$/ }).waitFor();
  });
});

