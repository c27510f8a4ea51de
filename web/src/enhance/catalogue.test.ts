import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { Package } from '@sunward/shared/schemas/package';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { bookingPath } from '../lib/booking-path';
import { catalogueAsPackages } from '../lib/catalogue-packages';
import { formatDateRange } from '../lib/format';
import { waitlistJoinPath } from '../lib/waitlist-path';
import { refreshCatalogue } from './catalogue';

/** The build's clock: the 2027 season is ahead. */
const buildNow = new Date('2026-11-23T12:00:00.000Z');
const built = catalogueAsPackages(buildNow);
const tobago = built.find((trip) => trip.id === packageIds.tobago);
if (!tobago || tobago.departures.length < 3) throw new Error('The seed catalogue has fewer than three Tobago departures');
const [first, second, third] = tobago.departures as [Package['departures'][number], Package['departures'][number], Package['departures'][number]];

/** The API's answer: the build's catalogue with Tobago's departures as `departures` says. */
const answer = (departures: Package['departures']) => built.map((trip) => (trip.id === tobago.id ? { ...trip, departures } : trip));
/** The ISO date a day after `isoDate`. */
const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const row = (id: string) => document.querySelector<HTMLElement>(`[data-departure-id="${id}"]`);
/** The links a departure's row shows (not `hidden`), as href and accessible name. */
const shownLinks = (id: string) =>
  [...(row(id)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    .filter((link) => !link.hidden)
    .map((link) => ({ href: link.getAttribute('href'), label: link.getAttribute('aria-label') }));
const visibleRows = () => [...document.querySelectorAll<HTMLElement>('[data-departure-id]')].filter((element) => !element.hidden);

let fetchApi: ReturnType<typeof vi.fn>;

// The trip page as the build writes it: the refresh works on exactly that markup.
beforeEach(async () => {
  document.body.innerHTML = `<div id="root">${(await renderPage('/tobago', buildNow)).html}</div>`;
  fetchApi = vi.fn();
  vi.stubGlobal('fetch', fetchApi);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe("a static page's catalogue refresh", () => {
  it('shows the seats the API counts now, and a departure sold out since the build as sold out, its waitlist in place of Book Now', async () => {
    fetchApi.mockResolvedValue(Response.json(answer([{ ...first, seatsLeft: 1 }, { ...second, seatsLeft: 0, isSoldOut: true }, ...tobago.departures.slice(2)])));
    expect(row(second.id)?.querySelector('[data-seats]')?.textContent).toBe(`${second.seatsLeft} seats left`);
    expect(row(second.id)?.querySelector('[data-sold-out-badge]')).toHaveProperty('hidden', true);

    await refreshCatalogue(document, buildNow);

    expect(fetchApi).toHaveBeenCalledWith('/api/packages', expect.anything());
    expect(row(first.id)?.querySelector('[data-seats]')?.textContent).toBe('1 seat left');
    expect(row(first.id)?.querySelector('a[data-book]')).not.toBeNull();
    expect(row(second.id)?.querySelector('[data-seats]')?.textContent).toBe('Sold out');
    expect(shownLinks(second.id)).toEqual([
      { href: waitlistJoinPath(tobago.id, second.id), label: `Join the waitlist: ${formatDateRange(second.departureDate, second.returnDate)}` },
    ]);
    expect(shownLinks(first.id)).toEqual([{ href: bookingPath(tobago.id, first.id), label: `Book Now: ${formatDateRange(first.departureDate, first.returnDate)}` }]);
    expect(row(second.id)?.querySelector('[data-sold-out-badge]')).toHaveProperty('hidden', false);
    expect(row(second.id)?.dataset.soldOut).toBe('');
    expect(visibleRows()).toHaveLength(tobago.departures.length);
  });

  it('puts a departure back on sale: Book Now again, no waitlist, no badge', async () => {
    fetchApi.mockResolvedValueOnce(Response.json(answer([first, { ...second, seatsLeft: 0, isSoldOut: true }, ...tobago.departures.slice(2)])));
    await refreshCatalogue(document, buildNow);
    expect(shownLinks(second.id).map((link) => link.href)).toEqual([waitlistJoinPath(tobago.id, second.id)]);

    fetchApi.mockResolvedValueOnce(Response.json(answer([first, { ...second, seatsLeft: 2 }, ...tobago.departures.slice(2)])));
    await refreshCatalogue(document, buildNow);

    expect(shownLinks(second.id).map((link) => link.href)).toEqual([bookingPath(tobago.id, second.id)]);
    expect(row(second.id)?.querySelector('[data-seats]')?.textContent).toBe('2 seats left');
    expect(row(second.id)?.querySelector('[data-sold-out-badge]')).toHaveProperty('hidden', true);
    expect(row(second.id)?.dataset.soldOut).toBeUndefined();
  });

  it('offers no waitlist for a trip the operator stopped selling while seats are left', async () => {
    fetchApi.mockResolvedValue(
      Response.json(built.map((trip) => (trip.id === tobago.id ? { ...trip, isSoldOut: true, departures: tobago.departures.map((d) => ({ ...d, isSoldOut: true })) } : trip))),
    );

    await refreshCatalogue(document, buildNow);

    expect(row(first.id)?.querySelector('[data-seats]')?.textContent).toBe('Sold out');
    expect(shownLinks(first.id)).toEqual([]);
  });

  it('shows a departure added since the build in date order, with its dates, seats, price and link', async () => {
    const added = { ...second, id: 'added-departure', departureDate: nextDay(second.departureDate), returnDate: nextDay(second.returnDate), seatsLeft: 7, price: tobago.price + 100 };
    fetchApi.mockResolvedValue(Response.json(answer([first, second, added, ...tobago.departures.slice(2)])));

    await refreshCatalogue(document, buildNow);

    const addedRow = row(added.id);
    expect(visibleRows().map((element) => element.dataset.departureId)).toEqual([first.id, second.id, added.id, ...tobago.departures.slice(2).map((departure) => departure.id)]);
    expect(addedRow?.dataset.departureDate).toBe(added.departureDate);
    expect(addedRow?.querySelector('[data-dates]')?.textContent).toBe(formatDateRange(added.departureDate, added.returnDate));
    expect(addedRow?.querySelector('[data-seats]')?.textContent).toBe('7 seats left');
    expect(addedRow?.querySelector('[data-price]')?.textContent).toBe(` \u00b7 ${formatUsd(dollarsToCents(added.price))} per person`);
    const link = addedRow?.querySelector('a[data-book]');
    expect(link?.getAttribute('href')).toBe(bookingPath(tobago.id, added.id));
    expect(link?.getAttribute('aria-label')).toBe(`Book Now: ${formatDateRange(added.departureDate, added.returnDate)}`);
    expect(shownLinks(added.id).map((shown) => shown.href)).toEqual([bookingPath(tobago.id, added.id)]);
  });

  it('shows a full departure added since the build with its waitlist', async () => {
    const added = { ...second, id: 'added-full', departureDate: nextDay(second.departureDate), returnDate: nextDay(second.returnDate), seatsLeft: 0, isSoldOut: true };
    fetchApi.mockResolvedValue(Response.json(answer([first, second, added, ...tobago.departures.slice(2)])));

    await refreshCatalogue(document, buildNow);

    expect(row(added.id)?.querySelector('[data-seats]')?.textContent).toBe('Sold out');
    expect(shownLinks(added.id)).toEqual([
      { href: waitlistJoinPath(tobago.id, added.id), label: `Join the waitlist: ${formatDateRange(added.departureDate, added.returnDate)}` },
    ]);
  });

  it('hides a departure the API no longer lists', async () => {
    fetchApi.mockResolvedValue(Response.json(answer(tobago.departures.filter((departure) => departure.id !== third.id))));

    await refreshCatalogue(document, buildNow);

    expect(row(third.id)?.hidden).toBe(true);
    expect(visibleRows()).toHaveLength(tobago.departures.length - 1);
  });

  it('hides a departure gone by at once, and keeps the rest as built when the API does not answer', async () => {
    fetchApi.mockRejectedValue(new TypeError('Failed to fetch'));
    // The day after the first departure left.
    const later = new Date(`${first.departureDate}T12:00:00`);
    later.setDate(later.getDate() + 1);

    await refreshCatalogue(document, later);

    expect(row(first.id)?.hidden).toBe(true);
    expect(visibleRows().map((element) => element.dataset.departureId)).toEqual(tobago.departures.slice(1).map((departure) => departure.id));
    expect(row(second.id)?.querySelector('[data-seats]')?.textContent).toBe(`${second.seatsLeft} seats left`);
  });

  it('asks the API nothing on a page without departures', async () => {
    document.body.innerHTML = `<div id="root">${(await renderPage('/faq', buildNow)).html}</div>`;

    await refreshCatalogue(document, buildNow);

    expect(fetchApi).not.toHaveBeenCalled();
  });
});
