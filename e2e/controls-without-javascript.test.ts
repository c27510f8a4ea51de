import { PackageList } from '@sunward/shared/schemas/package';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoLive, useBrowser, viewports } from './support/browser';

/*
 * Every disclosure of a public page is the browser's own (decision 050): a package card's
 * Details, 'View All Available Tours', the FAQs, the mobile menu and Book Now's choice of trips
 * open and close by mouse and keyboard with scripts switched off, and the same once they run.
 */

const stackUrl = inject('stackUrl');

interface AxState {
  name: string;
  expanded: boolean | undefined;
}

/**
 * What Chromium's accessibility tree says of the element `selector` finds: its name and whether
 * it is expanded, as a screen reader hears them (read through the DevTools protocol, so it works
 * with the page's scripts off).
 */
async function axState(page: Page, selector: string): Promise<AxState> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`Nothing matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
    return { name: String(node?.name?.value ?? ''), expanded };
  } finally {
    await cdp.detach();
  }
}

const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((details) => (details as HTMLDetailsElement).open);

async function bookableTrips() {
  const packages = PackageList.parse(await (await fetch(`${stackUrl}/api/packages`)).json());
  return packages.filter((trip) => !trip.isSoldOut && trip.departures.some((departure) => !departure.isSoldOut && departure.seatsLeft > 0));
}

/** The checks below, for a browser with scripts off and one with them on. */
function controlsOf(browser: () => BrowserContext, open: (page: Page, path: string) => Promise<void>) {
  let moroccoCard = '';
  let moroccoTitle = '';

  beforeAll(async () => {
    const morocco = (await bookableTrips()).find((trip) => trip.destination === 'Morocco');
    if (!morocco) throw new Error('No bookable Morocco trip to feature');
    moroccoCard = `article[aria-labelledby="trip-${morocco.id}-title"]`;
    moroccoTitle = morocco.title;
  });

  it('opens and closes a card’s Details, by mouse and by keyboard, one card at a time', async () => {
    const page = await browser().newPage();
    await open(page, '/');
    const summary = `${moroccoCard} details[data-trip-details] > summary`;
    const card = page.locator(moroccoCard);
    const panel = card.locator('[data-details-panel]');

    expect(await axState(page, summary)).toEqual({ name: `Details: ${moroccoTitle}`, expanded: false });
    expect(await panel.isVisible()).toBe(false);
    // Laid out while closed (decision 074), but not there for a screen reader.
    expect(await card.getByRole('heading', { name: 'What’s included' }).count()).toBe(0);
    expect(await card.getByRole('listitem').count()).toBeLessThan(await card.locator('li').count());
    await page.locator(summary).click();
    await panel.getByRole('heading', { name: 'What’s included' }).waitFor();
    expect(await axState(page, summary)).toEqual({ name: `Details: ${moroccoTitle}`, expanded: true });
    // Every highlight shows, not only the first three.
    expect(await card.locator('li[data-more-highlight]').first().isVisible()).toBe(true);

    await page.locator(summary).click();
    await panel.waitFor({ state: 'hidden' });

    await page.locator(summary).focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Space');
    await panel.waitFor({ state: 'hidden' });

    // One name for every featured card's Details: the browser keeps one open.
    const names = await page.locator('details[data-trip-details]').evaluateAll((all) => all.map((details) => details.getAttribute('name')));
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toMatch(/\S/);
    await page.close();
  });

  it('reveals the other tours from View All Available Tours, and hides them again', async () => {
    const page = await browser().newPage();
    await open(page, '/');
    const summary = '#more-tours > summary';
    const tobago = page.getByRole('article', { name: 'Tobago Island Escape' });

    expect(await axState(page, summary)).toEqual({ name: 'View All Available Tours', expanded: false });
    expect(await tobago.isVisible()).toBe(false);
    await page.locator(summary).click();
    await tobago.waitFor({ state: 'visible' });
    expect(await axState(page, summary)).toEqual({ name: 'Show Less Tours', expanded: true });
    await tobago.getByRole('link', { name: 'Book Now: Tobago Island Escape' }).waitFor();

    await page.locator(summary).press('Enter');
    await tobago.waitFor({ state: 'hidden' });
    expect(await axState(page, summary)).toEqual({ name: 'View All Available Tours', expanded: false });
    await page.close();
  });

  it('opens the FAQ’s questions one at a time on /faq, /contact and /flexpay', async () => {
    const page = await browser().newPage();
    for (const path of ['/faq', '/contact', '/flexpay']) {
      await open(page, path);
      const first = 'main details:nth-of-type(1)';
      const second = 'main details:nth-of-type(2)';
      const question = await page.locator(`${first} > summary`).innerText();
      expect(await axState(page, `${first} > summary`)).toEqual({ name: question, expanded: false });
      // The question is a heading, inside the summary: no <div> in a <button>.
      expect(await page.locator(`${first} > summary`).getByRole('heading', { name: question }).count()).toBe(1);

      await page.locator(`${first} > summary`).click();
      expect(await isOpen(page, first)).toBe(true);
      expect(await axState(page, `${first} > summary`)).toEqual({ name: question, expanded: true });
      await page.locator(`${second} > summary`).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => isOpen(page, second)).toBe(true);
      expect(await isOpen(page, first)).toBe(false);
    }
    await page.close();
  });

  it('opens the menu at phone width, names its button for what it does, and closes it with Escape', async () => {
    const page = await browser().newPage();
    await page.setViewportSize(viewports.mobile);
    await open(page, '/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });

    expect(await mobileNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.waitFor({ state: 'visible' });
    expect(await axState(page, 'button[popovertarget="site-menu"]')).toEqual({ name: 'Close menu', expanded: true });

    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });
    expect(await axState(page, 'button[popovertarget="site-menu"]')).toEqual({ name: 'Open menu', expanded: false });

    await page.getByRole('button', { name: 'Open menu' }).press('Enter');
    await mobileNav.getByRole('link', { name: 'Refund Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    expect(await mobileNav.isVisible()).toBe(false);
    await page.close();
  });

  it('opens from Book Now a choice of the bookable trips, each to its booking form', async () => {
    const trips = await bookableTrips();
    for (const viewport of Object.values(viewports)) {
      const page = await browser().newPage();
      await page.setViewportSize(viewport);
      await open(page, '/faq');
      const choice = page.getByRole('list', { name: 'Choose a trip' });

      await page.getByRole('button', { name: 'Book Now' }).click();
      await choice.waitFor({ state: 'visible' });
      expect(await axState(page, 'button[popovertarget="book-now-trips"]')).toEqual({ name: 'Book Now', expanded: true });
      const hrefs = await choice.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(trips.map((trip) => `/booking?package=${trip.id}`));

      const first = trips[0];
      if (!first) throw new Error('No bookable trip');
      await choice.getByRole('link', { name: new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
      await page.waitForURL((url) => url.pathname === '/booking' && url.searchParams.get('package') === first.id);
      expect(await page.getByRole('heading', { name: 'No Package Selected' }).count()).toBe(0);
      await page.close();
    }
  });
}

describe('the public pages’ controls with scripts switched off', () => {
  const browser = useBrowser({ javaScriptEnabled: false });
  controlsOf(browser, async (page, path) => {
    await page.goto(`${stackUrl}${path}`);
  });
});

describe('the public pages’ controls once their scripts run', () => {
  const browser = useBrowser();
  controlsOf(browser, (page, path) => gotoLive(page, `${stackUrl}${path}`));

  it('closes the menu and Book Now’s choice when the app follows one of their links', async () => {
    const [first] = await bookableTrips();
    if (!first) throw new Error('No bookable trip');
    const page = await browser().newPage();
    await page.setViewportSize(viewports.mobile);
    // A shell page runs the app: its links are followed without a new page.
    await gotoLive(page, `${stackUrl}/booking?package=${first.id}`);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('link', { name: 'My Booking' }).click();
    await page.waitForURL((url) => url.pathname === '/my-booking');
    await mobileNav.waitFor({ state: 'hidden' });
    expect(await axState(page, 'button[popovertarget="site-menu"]')).toEqual({ name: 'Open menu', expanded: false });

    await page.getByRole('button', { name: 'Book Now' }).click();
    const choice = page.getByRole('list', { name: 'Choose a trip' });
    await choice.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/booking');
    await choice.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { name: 'No Package Selected' }).count()).toBe(0);
    await page.close();
  });
});
