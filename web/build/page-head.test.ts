import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { tripPages } from '../src/content/trips/trip-pages';
import { catalogueAsPackages } from '../src/lib/catalogue-packages';
import { buildNow } from './site-build';

const distDir = inject('webDistDir');

/**
 * What a search result or a shared link shows of a page: its title, description and Open Graph
 * text. Not `og:url`, an address: a trip's booking page names its trip's id there (decision 060).
 */
function headText(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
  const metas = [...head.matchAll(/<meta (?:name|property)="(?:description|og:(?!url")[a-z:_]+|twitter:[a-z:_]+)" content="([^"]*)"/g)].map(([, content]) => content);
  return [title, ...metas].join('\n');
}

const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .toSorted();

/** The years of the departures on sale at the build's clock: of the page's own trip, or of any trip. */
function yearsOnSale(file: string): Set<string> {
  const packages = catalogueAsPackages(buildNow);
  const slug = file.replace(/\/?index\.html$/, '');
  const page = tripPages.find((entry) => entry.slug === slug);
  const selling = page ? packages.filter((trip) => trip.id === page.packageId) : packages;
  return new Set(selling.flatMap((trip) => trip.departures.map((departure) => departure.departureDate.slice(0, 4))));
}

describe('the prerendered pages', () => {
  it('have a title each', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) expect(headText(readFileSync(join(distDir, file), 'utf8')), file).toMatch(/\S/);
  });

  it.each(pages)("%s: its title, description and Open Graph text name no year but one of the departures on sale", (file) => {
    const years = [...headText(readFileSync(join(distDir, file), 'utf8')).matchAll(/\b20\d\d\b/g)].map(([year]) => year);
    const onSale = yearsOnSale(file);
    expect(years.filter((year) => !onSale.has(year))).toEqual([]);
  });
});
