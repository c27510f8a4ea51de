import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { PackageList } from '@sunward/shared/schemas/package';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { gotoLive, useBrowser, viewports } from './support/browser';

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
  { path: '/terms', h1: 'Booking Terms', texts: () => [`A deposit of ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} per traveler`, '14 business days', 'non-refundable'] },
  { path: '/faq', h1: 'Frequently Asked Questions', texts: () => ['How far in advance should I book?', 'Do I need travel insurance?'] },
  { path: '/cookie-policy', h1: 'Cookie Policy', texts: () => ['sid', 'HttpOnly', 'No analytics, advertising or tracking cookies.'] },
  { path: '/travel-insurance', h1: 'Travel Insurance', texts: () => ['Required for St. Lucia Carnival', 'Trip cancellation', 'Emergency evacuation'] },
  { path: '/instagram', h1: /./, texts: () => ['Visit Website', 'Book Your Adventure', 'View All Destinations'] },
  { path: '/booking', h1: 'No Package Selected', texts: () => [] },
  {
    path: '/booking?package=tobago-island-escape',
    h1: /./,
    texts: (p) => [p.get('tobago-island-escape') ?? '', `Pay only a ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per traveler today. Remaining balance due by`, 'Booking Information'],
  },
  // No departure with a seat: Guyana's trips have all gone.
  { path: '/booking?package=guyana-kaieteur', h1: /./, texts: () => ['This trip is sold out'] },
  { path: '/booking?package=no-such-trip', h1: 'Package Not Found', texts: () => ['The selected travel package could not be found.'] },
  { path: '/my-booking', h1: /./, texts: () => [] },
  { path: '/admin/login', h1: 'Admin Login', texts: () => [] },
  { path: '/barbados', h1: '404 Page Not Found', texts: () => [] },
];

describe('every public page, at desktop and phone width', () => {
  const browser = useBrowser();
  let prices: Map<string, string>;
  const titles = new Map<string, string>();

  beforeAll(async () => {
    const packages = PackageList.parse(await (await fetch(`${stackUrl}/api/packages`)).json());
    prices = new Map(packages.map((trip) => [trip.id, formatUsd(dollarsToCents(trip.price))]));
  });

  async function visit(path: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser().newPage();
    await page.setViewportSize(viewport);
    await gotoLive(page, `${stackUrl}${path}`);
    return page;
  }

  // The pages load side by side in one browser: each waits mostly on its own network and renderer.
  describe.each(Object.entries(viewports))('%s', (_name, viewport) => {
    it.concurrent.for(publicPages)('$path shows one h1, its texts, its own title and description, and passes axe', async ({ path, h1, texts }, { expect }) => {
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

/**
 * Each visible field's border against what surrounds it and against its own fill, as WCAG 1.4.11
 * measures it: real computed colours, semi-transparent layers blended over what lies beneath.
 */
function fieldBorderContrasts() {
  type Rgba = { r: number; g: number; b: number; a: number };
  const parse = (colour: string): Rgba | undefined => {
    const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
    return parts ? { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 } : undefined;
  };
  const over = (top: Rgba, under: Rgba): Rgba => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }: Rgba) => {
    const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (x: Rgba, y: Rgba) => {
    const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const backdrop = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour.a > 0) layers.unshift(colour);
      if (colour?.a === 1) break;
    }
    return layers.reduce((under, layer) => over(layer, under), { r: 255, g: 255, b: 255, a: 1 });
  };
  return [...document.querySelectorAll('input, select, textarea, [data-part="control"]')]
    .filter((field) => {
      const style = getComputedStyle(field);
      const box = field.getBoundingClientRect();
      return box.width > 4 && box.height > 4 && style.visibility !== 'hidden' && parseFloat(style.borderTopWidth) > 0;
    })
    .map((field) => {
      const outside = backdrop(field.parentElement);
      const border = over(parse(getComputedStyle(field).borderTopColor) ?? { r: 0, g: 0, b: 0, a: 0 }, outside);
      return {
        field: field.getAttribute('name') ?? field.tagName.toLowerCase(),
        outside: Math.round(ratio(border, outside) * 100) / 100,
        inside: Math.round(ratio(border, backdrop(field)) * 100) / 100,
      };
    });
}

describe('forms and the floating contact button, at desktop and phone width', () => {
  const browser = useBrowser();

  describe.each(Object.entries(viewports))('%s', (_name, viewport) => {
    // WCAG 1.4.11: a field's edge needs 3:1 against what is next to it.
    it.each(['/contact', '/booking?package=tobago-island-escape', '/my-booking', '/admin/login', '/'])(
      'edges every field on %s at 3:1 or more',
      async (path) => {
        const page = await browser().newPage();
        await page.setViewportSize(viewport);
        await page.goto(`${stackUrl}${path}`);
        await page.locator('main input:not([tabindex="-1"])').first().waitFor();

        const contrasts = await page.evaluate(fieldBorderContrasts);
        expect(contrasts.length).toBeGreaterThan(0);
        for (const contrast of contrasts) {
          expect(contrast.outside, JSON.stringify(contrast)).toBeGreaterThanOrEqual(3);
          expect(contrast.inside, JSON.stringify(contrast)).toBeGreaterThanOrEqual(3);
        }
        await page.close();
      },
    );

    it('never lets the floating contact button cover Subscribe or the footer', async () => {
      const page = await browser().newPage();
      await page.setViewportSize(viewport);
      // The button hides near the footer once the app runs; the prerendered page shows before that.
      await gotoLive(page, `${stackUrl}/`);
      const subscribe = page.getByRole('button', { name: 'Subscribe' });
      await subscribe.waitFor();
      await page.locator('main a[aria-label="Contact us"]').waitFor();

      // The end of the page, and Subscribe on the viewport's bottom edge where the button sits.
      const positions = [
        () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
        () => subscribe.evaluate((button) => button.scrollIntoView({ block: 'end' })),
      ];
      for (const scroll of positions) {
        await scroll();
        // The button looks at what lies beneath it in the frame after a scroll, then fades in or out.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const layout = () => page.evaluate(() => {
          const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Subscribe');
          const contact = document.querySelector('main a[aria-label="Contact us"]');
          if (!button || !contact) throw new Error('Subscribe or the floating button is missing');
          const box = button.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const inView = y > 0 && y < window.innerHeight;
          const hit = inView ? document.elementFromPoint(x, y) : null;
          const floatingBox = contact.getBoundingClientRect();
          const shown = getComputedStyle(contact).visibility === 'visible';
          const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const footer = document.querySelector('footer')?.getBoundingClientRect();
          return {
            subscribeReachable: !inView || (hit !== null && button.contains(hit)),
            coversSubscribe: shown && overlaps(floatingBox, box),
            coversFooter: shown && footer !== undefined && overlaps(floatingBox, footer),
          };
        });
        await expect.poll(layout).toEqual({ subscribeReachable: true, coversSubscribe: false, coversFooter: false });
      }
      await page.close();
    });
  });
});
