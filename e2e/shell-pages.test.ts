import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, viewports } from './support/browser';
import { largestPaints } from './support/largest-paints';
import { TRIP_ID } from './support/traveller';

const stackUrl = inject('stackUrl');

/**
 * A trip of the catalogue (the build prerendered its booking page) that the site offers a seat on,
 * whose departures the journeys leave as the build saw them (they add Tobago's), so the page's
 * catalogue refresh changes only seat counts.
 */
async function bookableTrip(): Promise<{ id: string; imageUrl: string }> {
  const trips = (await (await fetch(`${stackUrl}/api/packages`)).json()) as { id: string; imageUrl: string; isSoldOut: boolean; departures: { isSoldOut: boolean; seatsLeft: number }[] }[];
  const catalogue: string[] = Object.values(packageIds);
  const trip = trips.find((candidate) => catalogue.includes(candidate.id) && candidate.id !== TRIP_ID && !candidate.isSoldOut && candidate.departures.some((departure) => !departure.isSoldOut && departure.seatsLeft > 0));
  if (!trip) throw new Error('GET /api/packages offers no trip with a seat to book');
  return trip;
}

/** Holds back every script the page asks for until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Adds up the page's layout shifts from its first paint on, as CLS counts them. */
async function countShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const total = { value: 0 };
    Object.assign(window, { shellShifts: total });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { shellShifts: { value: number } }).shellShifts.value;
  });

/**
 * The style rules Emotion inserted as the app rendered (its own sheet, beside the page's
 * prerendered ones) that declare anything: an element styled with nothing gets `.css-0 {}`,
 * which no server render writes.
 */
const rulesInsertedByTheApp = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
      .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])])
      .filter((rule) => !(rule instanceof CSSStyleRule && rule.style.length === 0)).length,
  );

/**
 * The window Lighthouse's mobile audit lays a page out in. The narrower the window, the more
 * lines a paragraph takes: here a step's words outgrew the lead (decision 059).
 */
const lighthousePhone = { width: 412, height: 823 };

/** Decision 051: the pages a mail links to paint their frame before the app, then fill in where it was. */
describe('a shell page on a direct visit', () => {
  const browser = useBrowser();

  it.each([
    { name: 'desktop', viewport: viewports.desktop },
    { name: 'phone', viewport: viewports.mobile },
  ])('/booking?package=… paints its frame and the trip’s picture before the app, then the booking form takes its place without moving the page ($name)', async ({ viewport }) => {
    const trip = await bookableTrip();
    const page = await browser().newPage();
    await page.setViewportSize(viewport);
    await countShifts(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdScripts(page);

    await page.goto(`${stackUrl}/booking?package=${trip.id}`, { waitUntil: 'commit' });

    await page.getByRole('heading', { level: 1, name: 'Book Your Trip' }).waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.getByRole('status').filter({ hasText: 'Loading your trip…' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: /First name/ }).count()).toBe(0);
    // The trip's own page (decision 060): its picture is painted before any script.
    await page.waitForFunction((src) => [...document.images].some((image) => image.getAttribute('src') === src && image.complete && image.naturalWidth > 0), trip.imageUrl);
    expect(await largestPaints(page)).toContain(trip.imageUrl);

    release();
    await page.getByRole('textbox', { name: /First name/ }).waitFor();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');

    expect(await page.getByRole('radiogroup', { name: 'Departure' }).isVisible()).toBe(true);
    // The form's styles came with the trip's page (decision 064): filling in inserted no rule.
    expect(await rulesInsertedByTheApp(page)).toBe(0);
    expect(await shiftsSoFar(page)).toBeLessThanOrEqual(0.02);
    // Nothing the app paints outgrows the picture.
    expect((await largestPaints(page)).at(-1)).toBe(trip.imageUrl);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/booking?package=… keeps its skeleton still while the app starts, and a skeleton pulses once the page is live (decision 073)', async () => {
    const trip = await bookableTrip();
    const page = await browser().newPage();
    await holdScripts(page);
    const pulses = () => page.evaluate(() => document.getAnimations().filter((animation) => (animation as CSSAnimation).animationName === 'pulse').length);

    await page.goto(`${stackUrl}/booking?package=${trip.id}`, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Loading your trip…' }).waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

    expect(await page.locator('.chakra-skeleton').count()).toBeGreaterThan(5);
    expect(await pulses()).toBe(0);
    // What `start-app.tsx` marks once the page is hydrated and shows the API's data.
    await page.evaluate(() => {
      document.documentElement.dataset.live = '';
    });
    expect(await pulses()).toBe(await page.locator('.chakra-skeleton').count());
    await page.close();
  });

  it('/booking?package=… loads the browser’s locale data on a worker as the app starts, so its first price or date is formatted without it (decision 070)', async () => {
    const trip = await bookableTrip();
    const page = await browser().newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await page.goto(`${stackUrl}/booking?package=${trip.id}`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });

    expect(workers).toEqual([expect.stringMatching(/\/assets\/locale-data\.worker-[\w-]+\.js$/)]);
    await page.close();
  });

  it.each([
    { path: '/my-booking', frameText: 'See your bookings, what you have paid and what is left, and pay your balance online.' },
    { path: '/admin/login', frameText: 'Sign in to manage bookings, payments and inquiries.' },
    // Without its token: the link's words ('This link is not complete') fill the outline's place.
    { path: '/pay', frameText: 'See what is left to pay for your trip, and pay all of it or part of it by card.' },
  ])('$path has its largest paint in its frame: nothing the app adds outgrows it (412 px, as Lighthouse lays it out)', async ({ path, frameText }) => {
    const page = await browser().newPage();
    await page.setViewportSize(lighthousePhone);
    const release = await holdScripts(page);

    await page.goto(`${stackUrl}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    release();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const paints = await largestPaints(page);

    expect(paints.at(-1)).toBe(frameText);
    await page.close();
  });
});
