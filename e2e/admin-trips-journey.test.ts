import { readFileSync } from 'node:fs';
import { manifestCsvColumns } from '@sunward/shared/rules/manifest-csv';
import { PackageList } from '@sunward/shared/schemas/package';
import { describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { useBrowser } from './support/browser';
import { expectAccessibleAndInside, TRIP_ID, TRIP_TITLE, uniqueEmail } from './support/traveller';

const stackUrl = inject('stackUrl');

/** A date `days` after today, `YYYY-MM-DD`, as a date input takes it. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** "March 3, 2027", as the admin tables write a date. */
function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

async function tobagoDepartures() {
  const response = await fetch(`${stackUrl}/api/packages`);
  expect(response.status).toBe(200);
  const trip = PackageList.parse(await response.json()).find((candidate) => candidate.id === TRIP_ID);
  if (!trip) throw new Error(`GET /api/packages does not list ${TRIP_ID}`);
  return trip.departures ?? [];
}

describe('the catalogue in the admin area', () => {
  const browser = useBrowser();

  it('adds a departure to Tobago that the site sells, then shows its seats and manifest', async () => {
    const departureDate = daysFromToday(100);
    const returnDate = daysFromToday(105);
    const before = new Set((await tobagoDepartures()).map((departure) => departure.id));
    const page = await browser().newPage();

    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Trips', exact: true }).click();
    await page.waitForURL(`${stackUrl}/admin/trips`);
    const section = page.getByRole('region', { name: TRIP_TITLE, exact: true });
    const table = section.getByRole('region', { name: `Departures of ${TRIP_TITLE}` });
    await table.waitFor();
    await expectAccessibleAndInside(page);

    await section.getByRole('button', { name: 'Add departure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add departure' });
    await dialog.getByLabel(/Departure date/).fill(departureDate);
    await dialog.getByLabel(/Return date/).fill(returnDate);
    await dialog.getByLabel(/Capacity/).fill('9');
    await dialog.getByRole('button', { name: 'Add departure' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const added = (await tobagoDepartures()).find((departure) => !before.has(departure.id));
    expect(added).toMatchObject({ departureDate, returnDate, seatsLeft: 9, isSoldOut: false });
    const departureId = added?.id ?? '';
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit departure of ${longDate(departureDate)}` }) }).last();
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Open', '9', '0', '0', '9']));

    const tripPage = await browser().newPage();
    await tripPage.goto(`${stackUrl}/tobago`);
    await tripPage.locator(`a[href$="departure=${encodeURIComponent(departureId)}"]`).first().waitFor();
    await tripPage.close();

    const email = uniqueEmail('admin-trips');
    const booking = await fetch(`${stackUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        packageId: TRIP_ID,
        departureId,
        firstName: 'Mary',
        lastName: 'Seacole',
        email,
        phone: '+1 212 555 0142',
        travelers: 2,
        acceptTerms: true,
      }),
    });
    expect(booking.status).toBe(201);
    expect((await tobagoDepartures()).find((departure) => departure.id === departureId)?.seatsLeft).toBe(7);

    await page.reload();
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Open', '9', '0', '2', '7']));

    await row.getByRole('button', { name: `Manifest of ${longDate(departureDate)}` }).click();
    const manifest = page.getByRole('dialog', { name: /Manifest/ });
    // Booked but not paid: a hold, listed apart from the travelling party and left out of its export.
    await manifest.getByRole('region', { name: 'Unpaid holds' }).getByText('Mary Seacole').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), manifest.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`manifest-${TRIP_ID}-${departureDate}.csv`);
    const csv = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(csv).toEqual([manifestCsvColumns.join(',')]);
    await page.keyboard.press('Escape');
    await manifest.waitFor({ state: 'hidden' });
  });
});
