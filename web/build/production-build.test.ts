import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { describe, expect, inject, it } from 'vitest';
import { catalogueAsPackages } from '../src/lib/catalogue-packages';
import { firstVisitBudgetKb, firstVisitJs } from './first-visit';
import { buildNow, siteUrl } from './site-build';

// The production build of the current sources, made once for the project (`site-build.ts`).
const distDir = inject('webDistDir');

const page = (file: string) => readFileSync(join(distDir, file), 'utf8');

/** The app's own chunks: its entry, React with the router, Chakra with Emotion, and its start. */
function appChunks(): string[] {
  const manifest = JSON.parse(page('.vite/manifest.json')) as Record<string, { file: string; name?: string }>;
  const app = ['index.html', 'src/app/start-app.tsx', 'src/theme/system.ts'].map((source) => manifest[source]?.file);
  const groups = Object.values(manifest)
    .filter((chunk) => chunk.name === 'react' || chunk.name === 'chakra')
    .map((chunk) => chunk.file);
  return [...app, ...groups].filter((file): file is string => file !== undefined);
}

describe('the first visit', () => {
  it.each([
    { path: '/', file: 'index.html' },
    { path: '/morocco', file: 'morocco/index.html' },
  ])(`downloads at most ${firstVisitBudgetKb} KB of JavaScript, gzip, on $path`, ({ file }) => {
    const visit = firstVisitJs(distDir, file);
    expect(visit.gzipBytes / 1024, visit.files.join('\n')).toBeLessThanOrEqual(firstVisitBudgetKb);
  });

  it.each(['index.html', 'morocco/index.html', 'contact/index.html', 'faq/index.html', '404.html'])(
    '%s loads the enhance entry and its modules, none of the app’s chunks (decision 048)',
    (file) => {
      const manifest = JSON.parse(page('.vite/manifest.json')) as Record<string, { file: string }>;
      const scripts = [...page(file).matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map(([, src]) => src);
      const app = appChunks();
      expect(scripts).toEqual([manifest['src/enhance/main.ts']?.file]);
      expect(app.length).toBeGreaterThanOrEqual(4);
      expect(firstVisitJs(distDir, file).files.filter((chunk) => app.includes(chunk))).toEqual([]);
      // Nothing for a hydration either: the page's HTML is final.
      expect(page(file)).not.toContain('id="prerendered-queries"');
    },
  );

  it('leaves payment, admin and my-booking out of a static page’s first visit', () => {
    const manifest = JSON.parse(page('.vite/manifest.json')) as Record<string, { file: string }>;
    const later = Object.entries(manifest)
      .filter(([source]) => /^src\/routes\/(booking|my-booking|admin-[a-z-]+)\.tsx$|^src\/components\/payments\/|^_routes-/.test(source))
      .map(([, chunk]) => chunk.file);
    expect(later.length).toBeGreaterThan(6);
    for (const file of ['index.html', 'morocco/index.html']) {
      expect(firstVisitJs(distDir, file).files.filter((chunk) => later.includes(chunk))).toEqual([]);
    }
  });
});

describe('a shell page’s screen', () => {
  type Manifest = Record<string, { file: string; imports?: string[] }>;

  /** Every chunk a screen's chunk imports, however deep: what is evaluated before it renders. */
  function staticImports(manifest: Manifest, source: string): Set<string> {
    const seen = new Set<string>();
    const pending = [source];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      pending.push(...(manifest[key]?.imports ?? []));
    }
    return seen;
  }

  // The whole table builds every call's schemas as it loads (tens of ms on a slow phone, before the
  // screen can render); a screen's calls are defined in modules of their own (`shared/src/routes/`).
  it.each(['booking', 'my-booking', 'pay', 'admin-login'])('%s loads the schemas of its own calls, not the whole API table', (screen) => {
    const manifest = JSON.parse(page('.vite/manifest.json')) as Manifest;
    // The table's chunk: it holds the handlers of the admin's calls that only `routes.ts` defines.
    const table = Object.keys(manifest).filter((key) => page(manifest[key]?.file ?? '').includes('update-departure'));
    expect(table).toHaveLength(1);
    expect(manifest[`src/routes/${screen}.tsx`]).toBeDefined();
    expect([...staticImports(manifest, `src/routes/${screen}.tsx`)].filter((key) => table.includes(key))).toEqual([]);
  });

  // A chunk that imports a chunk importing it back would run a module before one it needs.
  it('has no chunks that import each other, however deep (decision 072)', () => {
    const manifest = JSON.parse(page('.vite/manifest.json')) as Manifest;
    const cycles = Object.keys(manifest).filter((key) => (manifest[key]?.imports ?? []).some((imported) => staticImports(manifest, imported).has(key)));
    expect(Object.keys(manifest).length).toBeGreaterThan(50);
    expect(cycles).toEqual([]);
  });

  // A booking's schema carries a waitlist offer's token, a shared field, not the waitlist's schemas.
  it.each(['my-booking', 'pay'])('%s loads none of the waitlist’s schemas', (screen) => {
    const manifest = JSON.parse(page('.vite/manifest.json')) as Manifest;
    const waitlist = Object.keys(manifest).filter((key) => page(manifest[key]?.file ?? '').includes('unconfirmed'));
    expect(waitlist.length).toBeGreaterThan(0);
    expect([...staticImports(manifest, `src/routes/${screen}.tsx`)].filter((key) => waitlist.includes(key))).toEqual([]);
  });
});

describe('the prerendered pages', () => {
  it.each([
    ['index.html', '/', 'Sunward Group Travel | Small-group trips from New York', 'Featured Destinations'],
    ['morocco/index.html', '/morocco', 'Portugal &amp; Morocco', 'Lisbon to Marrakech'],
    ['contact/index.html', '/contact', 'Contact', 'Send us a message'],
    ['past-trips/index.html', '/past-trips', 'Past Adventures', 'Past Adventures'],
    ['refund-policy/index.html', '/refund-policy', 'Refund Policy', 'Refund Policy'],
    ['flexpay/index.html', '/flexpay', 'Pay Over Time', 'Three simple steps'],
    ['instagram/index.html', '/instagram', 'Our Next Trips', 'View All Destinations'],
  ])('%s holds its text, title, description, canonical URL and Open Graph tags', (file, path, title, text) => {
    const html = page(file);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}" />`);
    expect(html).toContain(`<meta property="og:url" content="${siteUrl}${path}" />`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    expect(html).not.toContain('noindex');
    expect(root.includes(text), `the page shows "${text}"`).toBe(true);
    // One title and one description: the template's own are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("describes a trip as a TouristTrip with an Offer per departure upcoming at the build's clock", () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page('morocco/index.html'))?.[1];
    const data = JSON.parse(json ?? '{}') as { '@type': string; url: string; image: string; offers: Array<Record<string, unknown>> };
    const morocco = catalogueAsPackages(buildNow).find((trip) => trip.id === packageIds.morocco);
    expect(data['@type']).toBe('TouristTrip');
    expect(data.url).toBe(`${siteUrl}/morocco`);
    expect(data.image).toBe(`${siteUrl}/images/trips/morocco.svg`);
    expect(morocco?.departures.length).toBeGreaterThan(0);
    expect(data.offers).toEqual(
      morocco?.departures.map((departure) => ({
        '@type': 'Offer',
        name: `Departure ${departure.departureDate} to ${departure.returnDate}`,
        price: departure.price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        validThrough: departure.departureDate,
      })),
    );
    expect(data.offers.every((offer) => String(offer.validThrough) > '2026-11-23')).toBe(true);
  });

  it('starts a shell page’s app from the catalogue the page was rendered with', () => {
    const queries = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/s.exec(page('booking/index.html'))?.[1];
    expect(JSON.parse(queries ?? '{}')).toMatchObject({ queries: [{ queryKey: ['packages'], state: { data: catalogueAsPackages(buildNow) } }] });
  });

  it.each([
    'booking/index.html',
    'my-booking/index.html',
    'pay/index.html',
    'newsletter/confirm/index.html',
    'waitlist/index.html',
    'waitlist/join/index.html',
    'admin/login/index.html',
  ])(
    'prerenders the shell screen %s, not indexed, for the app to hydrate (decision 048)',
    (file) => {
      const manifest = JSON.parse(page('.vite/manifest.json')) as Record<string, { file: string }>;
      const html = page(file);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('<div id="root"></div>');
      expect(html.slice(html.indexOf('<div id="root">'))).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map(([, src]) => src)).toEqual([manifest['index.html']?.file]);
    },
  );

  it.each(catalogueAsPackages(buildNow).map((trip) => ({ id: trip.id, imageUrl: trip.imageUrl })))(
    'prerenders booking/$id.html, the booking page of /booking?package=$id, its picture preloaded first (decision 060)',
    ({ id, imageUrl }) => {
      const html = page(`booking/${id}.html`);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html).toContain(`<div id="root" data-prerendered-search="?package=${id}">`);
      expect(head).toContain('<meta name="robots" content="noindex" />');
      expect(head.match(/<link rel="preload"[^>]*>/)?.[0]).toContain(`href="${imageUrl}"`);
      expect(html.slice(html.indexOf('<div id="root"'))).toContain(`<img src="${imageUrl}"`);
      expect(page('booking/index.html')).not.toContain(`href="${imageUrl}"`);
    },
  );

  it.each(['admin/dashboard/index.html', 'admin/payments/index.html', 'admin/trips/index.html'])('gives the private screen %s the app shell, not indexed', (file) => {
    expect(page(file)).toContain('<meta name="robots" content="noindex" />');
    expect(page(file)).toContain('<div id="root"></div>');
  });

  it.each(['index.html', 'morocco/index.html', '404.html', 'booking/index.html'])(
    '%s paints without waiting for a stylesheet: its @font-face rules are in its head',
    (file) => {
      const head = page(file).slice(0, page(file).indexOf('</head>'));
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      expect(head).toMatch(/<style>@font-face\{font-family:DM Sans Variable;[^<]*src:url\(\/assets\/dm-sans-[^)]+\.woff2\)/);
    },
  );

  it.each(['index.html', 'morocco/index.html', 'booking/portugal-morocco.html', 'my-booking/index.html'])(
    '%s declares Chakra’s global variables once, on html, and none on every element (decision 071)',
    (file) => {
      const head = page(file).slice(0, page(file).indexOf('</head>'));
      const everyElement = [...head.matchAll(/(?:^|[}>])\*\{([^}]*)\}/g)].map(([, declarations = '']) => declarations);
      expect(everyElement.length).toBeGreaterThan(0);
      expect(everyElement.filter((declarations) => declarations.includes('--'))).toEqual([]);
      expect(head).toMatch(/html\{[^}]*--global-color-border:var\(--chakra-colors-border\)/);
    },
  );

  it('leaves no stylesheet file in the build, since every page carries its rules', () => {
    expect(readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.css'))).toEqual([]);
    expect(readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.woff2')).length).toBeGreaterThan(1);
  });

  it('has a 404 page, not indexed', () => {
    expect(page('404.html')).toContain('<meta name="robots" content="noindex" />');
    expect(page('404.html')).toContain('Page Not Found');
  });

  it('lists the public pages in sitemap.xml, and robots.txt points to it', () => {
    const locations = [...page('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location);
    expect(locations).toEqual(expect.arrayContaining([`${siteUrl}/`, `${siteUrl}/morocco`, `${siteUrl}/contact`, `${siteUrl}/past-trips`, `${siteUrl}/refund-policy`]));
    expect(locations.filter((location) => /booking|admin/.test(location ?? ''))).toEqual([]);
    expect(page('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
