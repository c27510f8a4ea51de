import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const stackUrl = inject('stackUrl');

/**
 * Decisions 023 and 048: public pages arrive as HTML with their content and load only the enhance
 * entry; shell pages arrive as their frame, which the app hydrates.
 */
describe('the prerendered pages', () => {
  const browser = useBrowser();

  it.each([
    { path: '/', h1: 'Travel further, together.', text: 'Featured Destinations' },
    { path: '/morocco', h1: 'Lisbon to Marrakech in six days', text: 'Two countries, one easy journey' },
    { path: '/contact', h1: 'Get in Touch', text: 'Expert Knowledge' },
  ])('$path answers with its content, title, canonical URL and Open Graph tags before any script runs', async ({ path, h1, text }) => {
    const response = await fetch(`${stackUrl}${path}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+\| Sunward Group Travel<\/title>|<title>Sunward Group Travel[^<]*<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/[^"]*" \/>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
  });

  it('describes a trip as a TouristTrip with an Offer per upcoming departure', async () => {
    const html = await (await fetch(`${stackUrl}/morocco`)).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const trip = JSON.parse(json) as { '@type': string; offers: { '@type': string; priceCurrency: string; availability: string; validThrough: string }[] };

    expect(trip['@type']).toBe('TouristTrip');
    expect(trip.offers.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const offer of trip.offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/);
      expect(offer.validThrough > today).toBe(true);
    }
  });

  it('shows a page without JavaScript', async () => {
    const context = await browser().browser()?.newContext({ javaScriptEnabled: false });
    const page = context ? await context.newPage() : await browser().newPage();
    await page.goto(`${stackUrl}/morocco`);
    await page.getByRole('heading', { level: 1, name: 'Lisbon to Marrakech in six days' }).waitFor();
    await page.close();
    await context?.close();
  });

  it('refreshes a trip page’s departures from the API without moving the page', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The departures' answer waits until the page has painted with its fonts, so what moves after it is the refresh's doing.
    let answerDepartures = () => {};
    const departuresMayAnswer = new Promise<void>((resolve) => {
      answerDepartures = resolve;
    });
    await page.route('**/api/packages', async (route) => {
      await departuresMayAnswer;
      await route.continue();
    });
    const packagesCall = page.waitForResponse((response) => response.url().endsWith('/api/packages'));
    await page.goto(`${stackUrl}/morocco`);
    const shiftSoFar = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // Every shift so far, once the next frames are drawn: a buffered observer holds them at once.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: 'layout-shift', buffered: true });
        const total = observer.takeRecords().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
        observer.disconnect();
        return total;
      });
    const beforeRefresh = await shiftSoFar();
    answerDepartures();
    expect((await packagesCall).status()).toBe(200);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');

    expect((await shiftSoFar()) - beforeRefresh).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['/', '/morocco'])('%s loads the enhance entry and its modules, never React, Chakra or the app, and logs no error (decision 048)', async (path) => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stackUrl}${path}`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(() => ({
      scripts: [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => new URL(script.src).pathname),
      files: performance
        .getEntriesByType('resource')
        .map((resource) => new URL(resource.name).pathname)
        .filter((name) => name.endsWith('.js')),
      // React marks the container it renders into.
      reactRoot: Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    }));
    await page.close();

    expect(loaded.scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    expect(loaded.files.filter((file) => /\/(index|react|chakra|start-app|system)-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(loaded.reactRoot).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows a shell page’s frame from the HTML, and the app hydrates it without a hydration error (decision 048)', async () => {
    const html = await (await fetch(`${stackUrl}/my-booking`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);

    const page = await browser().newPage();
    const errors: string[] = [];
    // The screen asks for the visitor's session, which a visitor without one is refused (401):
    // the browser logs that refusal, which is no error of the page's.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stackUrl}/my-booking`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    const reactRoot = await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));
    await page.close();

    expect(reactRoot).toBe(true);
    expect(errors).toEqual([]);
  });

  it('requests the app on a shell page only once its first contentful paint is on screen (decision 028)', async () => {
    const page = await browser().newPage();
    await page.goto(`${stackUrl}/my-booking`);
    await page.waitForSelector('html[data-live]');
    const timeline = await page.evaluate(async () => {
      // The entry (`index-*.js`) and the modules it imports statically run with the page.
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
      const entryCode = await (await fetch(entry)).text();
      const withEntry = new Set([entry, ...[...entryCode.matchAll(/\bimport(?:[\w\s{},*$]*from)?\s*"([^"]+)"/g)].map((match) => new URL(match[1] ?? '', entry).href)]);
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        appScripts: performance
          .getEntriesByType('resource')
          .filter((resource) => resource.name.endsWith('.js') && !withEntry.has(resource.name))
          .map((resource) => ({ name: resource.name, startTime: resource.startTime })),
      };
    });
    await page.close();

    expect(timeline.firstContentfulPaint).toBeGreaterThan(0);
    expect(timeline.appScripts.length).toBeGreaterThan(3);
    for (const script of timeline.appScripts) expect(script.startTime, script.name).toBeGreaterThan(timeline.firstContentfulPaint ?? Infinity);
  });

  it('starts the app on a shell page without moving the page’s styles or inserting their rules again (decisions 029 and 032)', async () => {
    const page = await browser().newPage();
    await page.addInitScript(() => {
      const record = window as unknown as { elementStyles?: HTMLStyleElement; movedStyles?: string[] };
      record.movedStyles = [];
      document.addEventListener('DOMContentLoaded', () => {
        // The prerendered element styles are the page's largest stylesheet; Chakra's global styles
        // (layer order, reset, tokens) are the other tags.
        const tags = [...document.querySelectorAll('style')];
        record.elementStyles = [...tags].sort((a, b) => (b.sheet?.cssRules.length ?? 0) - (a.sheet?.cssRules.length ?? 0))[0];
        new MutationObserver((mutations) => {
          for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
            if (tags.includes(node as HTMLStyleElement)) record.movedStyles?.push((node as HTMLStyleElement).dataset.emotion?.split(' ')[0] ?? 'style');
          }
        }).observe(document.head, { childList: true });
      });
    });
    await page.goto(`${stackUrl}/my-booking`);
    await page.waitForSelector('html[data-live]');
    const styles = await page.evaluate(() => {
      const record = window as unknown as { elementStyles?: HTMLStyleElement; movedStyles?: string[] };
      const classNames = (sheet: CSSStyleSheet | null) =>
        [...(sheet?.cssRules ?? [])].flatMap((rule) => (rule instanceof CSSStyleRule ? [...rule.selectorText.matchAll(/\.(css-[\w-]+)/g)].map((match) => match[1]) : []));
      const prerendered = new Set(classNames(record.elementStyles?.sheet ?? null));
      const insertedByTheApp = [...document.querySelectorAll('style')].filter((tag) => tag !== record.elementStyles).flatMap((tag) => classNames(tag.sheet));
      return {
        prerendered: prerendered.size,
        globalTags: document.querySelectorAll('style[data-emotion^="css-global"]').length,
        moved: record.movedStyles,
        insertedAgain: insertedByTheApp.filter((name) => prerendered.has(name)),
      };
    });
    await page.close();

    expect(styles.prerendered).toBeGreaterThan(50);
    expect(styles.globalTags).toBe(2);
    expect(styles.moved).toEqual([]);
    expect(styles.insertedAgain).toEqual([]);
  });

  it('starts the app on a shell page without laying its text out again for its fonts at every stage (decision 030)', async () => {
    const page = await browser().newPage();
    await page.addInitScript(() => {
      const record = window as unknown as { fontLoads?: number };
      record.fontLoads = 0;
      // Each time Chromium re-resolves the page's fonts, every line of text is laid out again.
      document.fonts.addEventListener('loading', () => {
        record.fontLoads = (record.fontLoads ?? 0) + 1;
      });
    });
    await page.goto(`${stackUrl}/my-booking`);
    await page.waitForSelector('html[data-live]');
    const fontLoads = await page.evaluate(async () => {
      await document.fonts.ready;
      return (window as unknown as { fontLoads?: number }).fontLoads;
    });
    await page.close();

    // The fonts' first load, a second if the two fonts start apart (a busy machine), and one more
    // when Chakra's global styles are adopted: three at most. A preload link per chunk made it
    // seven, one more per stage of the app's start.
    expect(fontLoads).toBeGreaterThanOrEqual(1);
    expect(fontLoads).toBeLessThanOrEqual(3);
  });

  it.each(['/', '/morocco', '/contact'])('%s looks the same once its script has run as it does without JavaScript', async (path) => {
    // Colours, spacing, type and shape of the layout's elements and the page's title, in document
    // order (the trips below may change once the app refreshes them from the API).
    const looks = async (javaScriptEnabled: boolean) => {
      const context = await browser().browser()?.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      if (!context) throw new Error('No browser to open a context in');
      const page = await context.newPage();
      await page.goto(`${stackUrl}${path}`);
      if (javaScriptEnabled) await page.waitForSelector('html[data-live]');
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button, main h1, footer h2, footer a, footer p')].map((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName} ${element.textContent?.trim().slice(0, 30)}: ${style.color} ${style.backgroundColor} ${style.padding} ${style.margin} ${style.fontSize} ${style.fontWeight} ${style.borderRadius}`;
        }),
      );
      await context.close();
      return styles;
    };
    const prerendered = await looks(false);

    expect(prerendered.length).toBeGreaterThan(20);
    expect(await looks(true)).toEqual(prerendered);
  });

  it('answers an unknown path with the 404 page and status 404, not indexed', async () => {
    const response = await fetch(`${stackUrl}/barbados`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it.each(['/admin/dashboard', '/admin/trips'])('serves %s the app shell, not indexed', async (path) => {
    const html = await (await fetch(`${stackUrl}${path}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('lists the public pages in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await (await fetch(`${stackUrl}/sitemap.xml`)).text();
    const robots = await (await fetch(`${stackUrl}/robots.txt`)).text();
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/morocco<\/loc>/);
    expect(sitemap).not.toContain('/admin');
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});
