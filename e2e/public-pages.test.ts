import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { PackageList } from '@sunward/shared/schemas/package';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { launchBrowser, viewports } from './support/browser';

const stackUrl = inject('stackUrl');

/** Every public route of the spec's table with the texts it must show (spec §2). */
const publicPages: { path: string; h1: string | RegExp; texts: (prices: Map<string, string>) => string[] }[] = [
  { path: '/', h1: /./, texts: () => ['Featured Destinations', 'View All Available Tours', 'Past Trips', 'Next Trip'] },
  { path: '/morocco', h1: /./, texts: (p) => [p.get('portugal-morocco') ?? '', 'Book Now'] },
  { path: '/morocco-7day', h1: /./, texts: () => ['Book Now'] },
  { path: '/tobago', h1: /./, texts: (p) => [p.get('tobago-island-escape') ?? '', 'Book Now'] },
  { path: '/st-lucia', h1: /./, texts: (p) => [p.get('st-lucia-carnival-2026') ?? '', 'Book Now'] },
  { path: '/guyana', h1: /./, texts: () => ['SOLD OUT'] },
  { path: '/cartagena', h1: /./, texts: () => ['SOLD OUT'] },
  { path: '/belize', h1: /./, texts: (p) => [p.get('belize-reef-jungle') ?? '', 'Small groups', 'Direct from JFK'] },
  { path: '/past-trips', h1: 'Past Adventures', texts: () => ['SOLD OUT', 'View Details & Inquire About Future Trips'] },
  { path: '/contact', h1: 'Get in Touch', texts: () => ['Expert Knowledge', 'Personalized Service', '24/7 Support', 'Monday-Friday'] },
  { path: '/refund-policy', h1: 'Refund Policy', texts: () => ['October 20, 2025', '14 business days'] },
  { path: '/flexpay', h1: 'Buy Now. Pay Over Time.', texts: () => ['0% to 36%', '14.99%'] },
  { path: '/instagram', h1: /./, texts: () => ['Visit Website', 'Book Your Adventure', 'View All Destinations'] },
  { path: '/booking', h1: 'No Package Selected', texts: () => [] },
  {
    path: '/booking?package=tobago-island-escape',
    h1: /./,
    texts: (p) => [p.get('tobago-island-escape') ?? '', `Pay only a ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per traveler today. Remaining balance due before departure.`, 'Booking Information'],
  },
  // No departure with a seat: Guyana's trips have all gone.
  { path: '/booking?package=guyana-kaieteur', h1: /./, texts: () => ['This trip is sold out'] },
  { path: '/booking?package=no-such-trip', h1: 'Package Not Found', texts: () => ['The selected travel package could not be found.'] },
  { path: '/my-booking', h1: /./, texts: () => [] },
  { path: '/admin/login', h1: 'Admin Login', texts: () => [] },
  { path: '/barbados', h1: '404 Page Not Found', texts: () => [] },
];

describe('every public page, at desktop and phone width', () => {
  let browser: BrowserContext;
  let prices: Map<string, string>;
  const titles = new Map<string, string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    const packages = PackageList.parse(await (await fetch(`${stackUrl}/api/packages`)).json());
    prices = new Map(packages.map((trip) => [trip.id, formatUsd(dollarsToCents(trip.price))]));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function visit(path: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await page.goto(`${stackUrl}${path}`);
    return page;
  }

  describe.each(Object.entries(viewports))('%s', (_name, viewport) => {
    it.each(publicPages)('$path shows one h1, its texts, its own title and description, and passes axe', async ({ path, h1, texts }) => {
      const page = await visit(path, viewport);

      await page.getByRole('heading', { level: 1, name: h1 }).first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      for (const text of texts(prices)) {
        await page.locator('main').getByText(text, { exact: false }).first().waitFor();
      }
      await expect.poll(() => page.title()).toMatch(/\| Sunward Group Travel$|^Sunward Group Travel/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      titles.set(path, await page.title());
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.close();
    });
  });

  it('gives each kind of page its own title', () => {
    const distinct = new Set([...titles.entries()].filter(([path]) => !path.startsWith('/booking')).map(([, title]) => title));
    expect(distinct.size).toBe([...titles.keys()].filter((path) => !path.startsWith('/booking')).length);
  });

  it('sends a signed-out visitor from the dashboard to the admin login', async () => {
    const page = await visit('/admin/dashboard', viewports.desktop);

    await page.waitForURL(`${stackUrl}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await page.close();
  });

  it('leads every header and footer link to a page with content', async () => {
    const page = await visit('/', viewports.desktop);
    await page.locator('footer a[href="/refund-policy"]').first().waitFor();
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) {
      await page.goto(`${stackUrl}${href}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).count(), href).toBe(0);
    }
    await page.close();
  });
});
