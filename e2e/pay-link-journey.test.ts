import { type CapturedMail, fetchLocalMail } from '@sunward/emulators/mail-inbox';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, viewports } from './support/browser';
import { adminSessionCookie } from './support/journey-departures';
import { largestPaints } from './support/largest-paints';
import { linkInLocalInbox } from './support/local-inbox';
import { expectAccessibleAndInside, fillCard, fillDetails, uniqueEmail } from './support/traveller';
import { WAIT_MS } from './support/waits';

const stackUrl = inject('stackUrl');
const DAY_MS = 24 * 60 * 60 * 1000;
const TRIP_TITLE = 'Belize: Reef & Jungle';

/** `YYYY-MM-DD` of the UTC day `days` after `now`. */
const isoDayAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A Belize departure 20 days out whose balance falls due in 2 days, added as the operator would:
 * a deposit paid on it is reminded at once (decision 042). Its own trip, so the journeys that book
 * Tobago's next departure never land on it.
 */
async function departureDueSoon(now: Date): Promise<string> {
  const sid = await adminSessionCookie(stackUrl, inject('admin'));
  const answer = await fetch(`${stackUrl}/api/trips/${packageIds.belize}/departures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: sid, origin: stackUrl },
    body: JSON.stringify({ departureDate: isoDayAfter(now, 20), returnDate: isoDayAfter(now, 24), capacity: 12, balanceDueDate: isoDayAfter(now, 2) }),
  });
  if (answer.status !== 201) throw new Error(`Adding the departure answered ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

/** The first balance reminder to `email`, once the minute job has sent it. */
async function reminderTo(email: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await fetchLocalMail(stackUrl)).find((mail) => mail.to.includes(email) && mail.subject.startsWith('Your balance is due'));
        return found !== undefined;
      },
      { timeout: 90_000, interval: 1_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No reminder to ${email}`);
  return found;
}

describe('paying the balance from a reminder', () => {
  const browser = useBrowser();

  it('books with a due date two days away, gets the reminder, pays the rest from its button without a code, and is paid in full', { timeout: 180_000 }, async () => {
    const email = uniqueEmail('pay-link');
    const departureId = await departureDueSoon(new Date());
    const page = await browser().newPage();

    await page.goto(`${stackUrl}/booking?package=${packageIds.belize}&departure=${departureId}`);
    await page.getByRole('heading', { level: 2, name: 'Booking Information' }).waitFor();
    await fillDetails(page, email, 1, { firstName: 'Ada', lastName: 'Lovelace' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $300 deposit' }).click();
    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await success.waitFor();
    const reference = (await success.getByText(/^SGT-[2-9A-HJKMNP-Z]{6}$/).textContent()) ?? '';

    const reminder = await reminderTo(email);
    expect(reminder.subject).toContain(reference);
    const payUrl = await linkInLocalInbox(page, stackUrl, { to: email, subject: reminder.subject, linkName: 'Pay the balance' });
    expect(payUrl).toMatch(new RegExp(`^${stackUrl}/pay#[A-Za-z0-9_-]{43}$`));

    // On a phone, as the mail is read: no code, no session.
    await browser().clearCookies();
    await page.setViewportSize(viewports.mobile);
    await page.goto(payUrl);
    const trip = page.getByRole('region', { name: TRIP_TITLE });
    await trip.waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await trip.getByText('Hi Ada, here is what is left to pay for your trip.').waitFor();
    await trip.getByText(reference).waitFor();
    await expectAccessibleAndInside(page);
    // The page's largest paint is still its frame's lead: what the link opens never outgrows it (decision 059).
    expect((await largestPaints(page)).at(-1)).toBe('See what is left to pay for your trip, and pay all of it or part of it by card.');

    const balance = await trip.getByRole('spinbutton', { name: /Payment amount/ }).inputValue();
    await trip.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(trip, '4242 4242 4242 4242');
    await expectAccessibleAndInside(page);
    await trip.getByRole('button', { name: `Pay $${Number(balance).toLocaleString('en-US')}` }).click();
    await trip.getByText('Paid in Full', { exact: true }).waitFor();
    await trip.getByText(/Your trip is paid in full\./).waitFor();

    // My booking, with the e-mailed code, says so too.
    await page.goto(`${stackUrl}/my-booking`);
    await page.getByLabel(/Email address/).fill(email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    let code: string | undefined;
    await expect
      .poll(async () => {
        code = (await fetchLocalMail(stackUrl)).find((mail) => mail.to.includes(email) && /code: \d{6}$/.test(mail.subject))?.subject.slice(-6);
        return code !== undefined;
      }, { timeout: WAIT_MS })
      .toBe(true);
    await page.getByRole('textbox', { name: /Verification code/ }).fill(code ?? '');
    await page.getByRole('button', { name: 'Verify & Access Booking' }).click();
    const booking = page.getByRole('article', { name: TRIP_TITLE });
    await booking.getByText('Paid in Full', { exact: true }).waitFor();
    await booking.getByText('confirmed', { exact: true }).waitFor();
  });
});
