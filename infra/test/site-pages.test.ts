import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellRewrite, builtPagePaths, notFoundStatus } from '../lib/site';

/** The CloudFront function's handler, run as CloudFront would run it on a viewer request. */
function rewriter(code: string): (uri: string) => string {
  const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return (uri) => handler({ request: { uri } }).uri;
}

describe('the pages CloudFront serves (decision 023)', () => {
  const build = mkdtempSync(join(tmpdir(), 'sunward-web-'));
  for (const file of ['index.html', '404.html', 'morocco/index.html', 'admin/dashboard/index.html', 'assets/main-abc123.js', '.vite/manifest.json']) {
    mkdirSync(join(build, file, '..'), { recursive: true });
    writeFileSync(join(build, file), '');
  }

  it('finds every page of the build, and no asset', () => {
    expect(builtPagePaths(build)).toEqual(['/', '/admin/dashboard', '/morocco']);
  });

  it('serves a page its prerendered file, an unknown path the 404 page, and files as they are', () => {
    const rewrite = rewriter(appShellRewrite(builtPagePaths(build), true));
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/morocco')).toBe('/morocco/index.html');
    expect(rewrite('/morocco/')).toBe('/morocco/index.html');
    expect(rewrite('/admin/dashboard')).toBe('/admin/dashboard/index.html');
    expect(rewrite('/barbados')).toBe('/404.html');
    expect(rewrite('/no/such/page/')).toBe('/404.html');
    expect(rewrite('/sitemap.xml')).toBe('/sitemap.xml');
    expect(rewrite('/assets/main-abc123.js')).toBe('/assets/main-abc123.js');
  });

  it('answers an unknown page with status 404, and every page and file with the status it had', () => {
    const handler = new Function(`${notFoundStatus(builtPagePaths(build))}; return handler;`)() as (event: {
      request: { uri: string };
      response: { statusCode: number; statusDescription?: string };
    }) => { statusCode: number };
    const status = (uri: string, statusCode = 200) => handler({ request: { uri }, response: { statusCode } }).statusCode;
    expect(status('/barbados')).toBe(404);
    expect(status('/no/such/page/')).toBe(404);
    // Whichever URI a viewer-response function is given, the original or the rewritten one.
    expect(status('/404.html')).toBe(404);
    expect(status('/')).toBe(200);
    expect(status('/morocco/')).toBe(200);
    expect(status('/admin/dashboard')).toBe(200);
    expect(status('/assets/main-abc123.js')).toBe(200);
    expect(status('/assets/missing.js', 403)).toBe(403);
    expect(status('/barbados', 304)).toBe(304);
  });

  it('falls back to the app shell for a build without a 404 page', () => {
    expect(rewriter(appShellRewrite(['/'], false))('/trips/belize')).toBe('/index.html');
  });
});
