import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from '../../local/static-site';

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
