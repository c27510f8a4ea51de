import { PackageList } from '@sunward/shared/schemas/package';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { gotoLive, useBrowser, viewports } from './support/browser';

describe('the local stack serves the site', () => {
  const stack = { url: inject('stackUrl') };
  const browser = useBrowser();

  async function packagesFromApi() {
    const response = await fetch(`${stack.url}/api/packages`);
    expect(response.status).toBe(200);
    return PackageList.parse(await response.json());
  }

  it.each(Object.entries(viewports))('shows the bookable trips of the API on the home page, never sold-out ones (%s)', async (_name, viewport) => {
    const packages = await packagesFromApi();
    const soldOut = packages.filter((p) => p.isSoldOut);
    // The home page features Morocco and reveals Tobago and the carnival with its tours toggle (spec §2).
    const onHome = packages.filter((p) => !p.isSoldOut && ['Morocco', 'Tobago'].includes(p.destination));
    const carnival = packages.find((p) => p.id === 'st-lucia-carnival-2026');
    expect(onHome.length).toBeGreaterThan(1);
    expect(soldOut.length).toBeGreaterThan(0);

    const page = await browser().newPage();
    await page.setViewportSize(viewport);
    await gotoLive(page, stack.url);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The tours toggle is a <summary>, which has no ARIA role of its own.
    await page.locator('summary', { hasText: 'View All Available Tours' }).click();
    await page.locator('summary', { hasText: 'Show Less Tours' }).waitFor();
    for (const trip of [...onHome, ...(carnival ? [carnival] : [])]) {
      await page.getByRole('heading', { name: trip.title, exact: true }).first().waitFor();
    }
    for (const trip of soldOut) {
      expect(await page.getByRole('heading', { name: trip.title, exact: true }).count()).toBe(0);
    }
    const bookLinks = await page.getByRole('link', { name: /book now/i }).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    for (const trip of onHome) expect(bookLinks).toContain(`/booking?package=${trip.id}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown client route', async () => {
    const page = await browser().newPage();
    await page.goto(`${stack.url}/no-such-page`);

    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toMatch(/not found/i);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('answers an unknown API path with JSON 404 and every response with the security headers', async () => {
    const response = await fetch(`${stack.url}/api/no-such-call`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows the local inbox', async () => {
    const page = await browser().newPage();
    await page.goto(`${stack.url}/_local/mail`);

    await page.getByRole('heading', { level: 1, name: 'Local inbox' }).waitFor();
    await page.close();
  });
});
