import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { AdminWaitlist } from '@sunward/shared/schemas/waitlist';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { adminSessionCookie } from './support/journey-departures';
import { linkInLocalInbox } from './support/local-inbox';
import { acceptTerms, expectAccessibleAndInside, fillCard, TRIP_TITLE, uniqueEmail } from './support/traveller';

const stackUrl = inject('stackUrl');
const admin = inject('admin');
const DAY_MS = 86_400_000;

function isoDayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${stackUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', origin: stackUrl, ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('the waitlist of a full departure', () => {
  const browser = useBrowser();

  it('joins a full departure, confirms from the mail, gets the seats when a hold lapses, and books them from the offer mail', async () => {
    const now = new Date();
    const sid = await adminSessionCookie(stackUrl, admin);
    // A departure of this journey's own, two seats, filled by another traveller's unpaid booking.
    const added = await call(`/api/trips/${packageIds.tobago}/departures`, {
      method: 'POST',
      cookie: sid,
      body: { departureDate: isoDayAfter(now, 150), returnDate: isoDayAfter(now, 153), capacity: 2 },
    });
    expect(added.status).toBe(201);
    const departureId = (added.json as { id: string }).id;
    const other = await call('/api/bookings', {
      method: 'POST',
      body: { packageId: packageIds.tobago, departureId, firstName: 'Ada', lastName: 'Byron', email: uniqueEmail('first'), phone: '+1 212 555 0100', travelers: 2, acceptTerms: true },
    });
    expect(other.status).toBe(201);
    const email = uniqueEmail('waitlist');
    const page = await browser().newPage();

    // The booking page of the full departure offers its waitlist.
    await page.goto(`${stackUrl}/booking?package=${packageIds.tobago}&departure=${departureId}`);
    const join = page.getByRole('link', { name: /^Join the waitlist/ }).first();
    await join.waitFor();
    await join.click();
    await page.getByRole('heading', { level: 1, name: 'Join the waitlist' }).waitFor();
    await page.getByRole('textbox', { name: /Name/ }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: /Email/ }).fill(email);
    await page.getByRole('textbox', { name: /Phone/ }).fill('+1 212 555 0199');
    await page.getByRole('spinbutton', { name: /Travelers/ }).fill('2');
    await expectAccessibleAndInside(page);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(page.url()).not.toContain(encodeURIComponent(email));

    // The mail's link confirms the place, on a click.
    const confirmLink = await linkInLocalInbox(page, stackUrl, { to: email, subject: 'Confirm your place on the waitlist — Sunward Group Travel', linkName: 'Confirm my place' });
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    await page.getByText(/You are number 1 in line/).waitFor();
    await expectAccessibleAndInside(page);

    // The other traveller never pays: the minute job, run twenty minutes on, lapses the hold and offers its seats to the line.
    const run = await fetch(`${stackUrl}/_local/timed-work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: new Date(Date.now() + 20 * 60_000).toISOString() }),
    });
    expect(run.status).toBe(200);
    const full = await call(`/api/packages/${packageIds.tobago}`);
    const departure = (full.json as { departures: { id: string; seatsLeft: number }[] }).departures.find((one) => one.id === departureId);
    expect(departure?.seatsLeft).toBe(0);

    const bookLink = await linkInLocalInbox(page, stackUrl, { to: email, subject: `Seats are held for you: ${TRIP_TITLE} — Sunward Group Travel`, linkName: 'Book my seats' });
    expect(bookLink).toContain(`/booking?package=${packageIds.tobago}&departure=${departureId}#waitlist=`);
    await page.goto(bookLink);
    await page.getByText(/Seats are held for you until/).waitFor();
    expect(await page.getByRole('textbox', { name: /Email/ }).inputValue()).toBe(email);
    expect(await page.getByRole('textbox', { name: /First name/ }).inputValue()).toBe('Grace');
    expect(await page.getByRole('textbox', { name: /Last name/ }).inputValue()).toBe('Hopper');
    await acceptTerms(page);
    await expectAccessibleAndInside(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $600 deposit' }).click();
    await page.getByRole('region', { name: 'Payment Successful!' }).waitFor();

    // The operator's view agrees: one booked from the line, no offer out, the departure's two seats the traveller's.
    const waitlist = await call(`/api/trips/${packageIds.tobago}/departures/${departureId}/waitlist`, { cookie: sid });
    expect(waitlist.status).toBe(200);
    expect(AdminWaitlist.parse(waitlist.json).counts).toMatchObject({ booked: 1, offered: 0, waiting: 0 });
    const manifest = await call(`/api/trips/${packageIds.tobago}/departures/${departureId}/manifest`, { cookie: sid });
    expect(JSON.stringify(manifest.json)).toContain(email);
  });
});
