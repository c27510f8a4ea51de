import { fetchLocalMail } from '@sunward/emulators/mail-inbox';
import { PackageList } from '@sunward/shared/schemas/package';
import { describe, expect, inject, it } from 'vitest';
import { gotoLive, useBrowser } from './support/browser';
import { expectAccessibleAndInside, fillCard, fillDetails, TRIP_ID, TRIP_TITLE, uniqueEmail } from './support/traveller';
import { WAIT_MS } from './support/waits';

const stackUrl = inject('stackUrl');

async function packagesFromApi() {
  const response = await fetch(`${stackUrl}/api/packages`);
  expect(response.status).toBe(200);
  return PackageList.parse(await response.json());
}

async function tripFromApi() {
  const trip = (await packagesFromApi()).find((candidate) => candidate.id === TRIP_ID);
  if (!trip) throw new Error(`GET /api/packages does not list ${TRIP_ID}`);
  return trip;
}

/** A calendar date as the mails write it: "February 11, 2027". */
function mailDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

describe('booking a chosen departure from a trip page', () => {
  const browser = useBrowser();

  it('books the second upcoming departure of Tobago, and only its seats go', async () => {
    const before = await tripFromApi();
    // Other journeys book the next departure; the second one with a seat is this journey's own.
    const open = before.departures.filter((departure) => !departure.isSoldOut && departure.seatsLeft >= 2);
    const chosen = open[1];
    if (!chosen) throw new Error(`${TRIP_TITLE} has fewer than two upcoming departures with seats`);
    const email = uniqueEmail('departure');
    const page = await browser().newPage();

    await gotoLive(page, `${stackUrl}/tobago`);
    const departures = page.getByRole('list', { name: 'Upcoming departures' });
    await departures.waitFor();
    expect(await departures.getByRole('listitem').count()).toBe(before.departures.length);
    const row = departures.getByRole('listitem').filter({ has: page.locator(`a[href$="departure=${chosen.id}"]`) });
    await row.getByText(new RegExp(`^${chosen.seatsLeft} seats left`)).waitFor();
    await expectAccessibleAndInside(page);

    const bookNow = row.getByRole('link', { name: /^Book Now/ });
    expect(await bookNow.getAttribute('href')).toBe(`/booking?package=${TRIP_ID}&departure=${chosen.id}`);
    await bookNow.click();

    await page.getByRole('heading', { level: 2, name: 'Booking Information' }).waitFor();
    const selected = page.getByRole('radio', { checked: true });
    expect(await selected.getAttribute('value')).toBe(chosen.id);
    await fillDetails(page, email, 1);
    await expectAccessibleAndInside(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $300 deposit' }).click();
    await page.getByRole('region', { name: 'Payment Successful!' }).waitFor();

    const after = await tripFromApi();
    const seats = (trip: typeof before) => Object.fromEntries(trip.departures.map((departure) => [departure.id, departure.seatsLeft]));
    // Other journeys may book the next departure meanwhile; every other departure stays as it was.
    const { [chosen.id]: chosenAfter, [before.departures[0]?.id ?? '']: _first, ...othersAfter } = seats(after);
    const { [chosen.id]: chosenBefore, [before.departures[0]?.id ?? '']: _firstBefore, ...othersBefore } = seats(before);
    expect(chosenAfter).toBe((chosenBefore ?? 0) - 1);
    expect(othersAfter).toEqual(othersBefore);

    let receipt: Awaited<ReturnType<typeof fetchLocalMail>>[number] | undefined;
    await expect
      .poll(
        async () => {
          receipt = (await fetchLocalMail(stackUrl)).find((mail) => mail.to.includes(email) && mail.subject.startsWith('Your booking is confirmed'));
          return receipt !== undefined;
        },
        { timeout: WAIT_MS },
      )
      .toBe(true);
    expect(receipt?.text).toContain(mailDate(chosen.departureDate));
    expect(receipt?.text).toContain(mailDate(chosen.returnDate));
    expect(receipt?.text).toContain(mailDate(chosen.balanceDueDate));
    await page.close();
  });
});
