import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from '../../local/static-site';
import { bookingRequests, webBuildWithBookingPages } from '../support/booking-shells';

describe('the local static site', () => {
  let serve: ReturnType<typeof createStaticSite>;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(() => {
    const root = mkdtempSync(join(tmpdir(), 'sunward-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
    serve = createStaticSite(root);
  });

  it.each(['/', '/booking', '/admin/dashboard', '/morocco-7day'])('answers the app for the client route %s', async (path) => {
    const file = await serve(path, '');

    expect(file.status).toBe(200);
    expect(file.body.toString()).toContain('<title>app</title>');
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  describe('with prerendered pages', () => {
    let servePages: ReturnType<typeof createStaticSite>;

    beforeAll(() => {
      const root = mkdtempSync(join(tmpdir(), 'sunward-dist-'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>');
      writeFileSync(join(root, '404.html'), '<!doctype html><title>Page Not Found</title>');
      mkdirSync(join(root, 'morocco'));
      writeFileSync(join(root, 'morocco', 'index.html'), '<!doctype html><title>morocco</title>');
      mkdirSync(join(root, 'admin', 'dashboard'), { recursive: true });
      writeFileSync(join(root, 'admin', 'dashboard', 'index.html'), '<!doctype html><title>shell</title>');
      servePages = createStaticSite(root);
    });

    it.each([
      ['/', 'home'],
      ['/morocco', 'morocco'],
      ['/morocco/', 'morocco'],
      ['/admin/dashboard', 'shell'],
    ])('answers %s with its own page', async (path, title) => {
      const file = await servePages(path, '');

      expect(file.status).toBe(200);
      expect(file.body.toString()).toContain(`<title>${title}</title>`);
      expect(file.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/barbados', '/no/such/page'])('answers %s with the 404 page and status 404', async (path) => {
      const file = await servePages(path, '');

      expect(file.status).toBe(404);
      expect(file.body.toString()).toContain('<title>Page Not Found</title>');
    });
  });

  describe("with a trip's booking pages (decision 060)", () => {
    let serveBooking: ReturnType<typeof createStaticSite>;

    beforeAll(() => {
      serveBooking = createStaticSite(webBuildWithBookingPages());
    });

    it.each(bookingRequests)('answers $path with query $query: $file, as CloudFront does', async ({ path, query, file }) => {
      const answer = await serveBooking(path, '', query);

      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(file);
    });

    it('keeps the generic shell when no query string is given', async () => {
      expect((await serveBooking('/booking', '')).body.toString()).toBe('booking/index.html');
    });
  });

  it('caches fingerprinted assets for a year and gzips them for browsers that accept it', async () => {
    const file = await serve('/assets/main-abc123.js', 'gzip, deflate, br');

    expect(file.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
    });
    expect(gunzipSync(file.body).toString()).toBe(script);
  });

  it.each(['/missing.js', '/../package.json', '/%2e%2e/package.json', '/%E0%A4%A', '/.vite/manifest.json'])('answers 404 for %s', async (path) => {
    expect((await serve(path, '')).status).toBe(404);
  });
});
