import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { builtBookingShells } from '../lib/booking-shells';
import { Site, appShellRewrite, builtPagePaths, notFoundStatus } from '../lib/site';
import { bookingRequests, webBuildWithBookingPages } from './support/booking-shells';
import { resourcesOf, stringAt } from './support/cfn';
import { testApp, testWebAclArn } from './support/tour-app';

interface QueryField {
  value: string;
  multiValue?: Array<{ value: string }>;
}

type ViewerRequest = { uri: string; querystring: Record<string, QueryField> };

/**
 * A query string as CloudFront hands it to a function: one field per name, the value undecoded,
 * and for a name given more than once the first value plus a `multiValue` list of them all.
 */
function cloudFrontQuerystring(query: string): Record<string, QueryField> {
  const fields: Record<string, QueryField> = {};
  for (const parameter of query.replace(/^\?/, '').split('&').filter(Boolean)) {
    const separator = parameter.indexOf('=');
    const name = separator === -1 ? parameter : parameter.slice(0, separator);
    const value = separator === -1 ? '' : parameter.slice(separator + 1);
    const field = fields[name];
    if (field) field.multiValue = [...(field.multiValue ?? [{ value: field.value }]), { value }];
    else fields[name] = { value };
  }
  return fields;
}

/** The CloudFront function's handler, run as CloudFront would run it on a viewer request. */
function rewriter(code: string): (uri: string, query?: string) => string {
  const handler = new Function(`${code}; return handler;`)() as (event: { request: ViewerRequest }) => ViewerRequest;
  return (uri, query = '') => handler({ request: { uri, querystring: cloudFrontQuerystring(query) } }).uri;
}

/** The viewer-response function's handler: the status it leaves on a 200 answer to `uri`. */
function statusSetter(code: string): (uri: string, statusCode?: number) => number {
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: { uri: string };
    response: { statusCode: number; statusDescription?: string };
  }) => { statusCode: number };
  return (uri, statusCode = 200) => handler({ request: { uri }, response: { statusCode } }).statusCode;
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
    const rewrite = rewriter(appShellRewrite(builtPagePaths(build), true, []));
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
    const status = statusSetter(notFoundStatus(builtPagePaths(build)));
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
    expect(rewriter(appShellRewrite(['/'], false, []))('/trips/belize')).toBe('/index.html');
  });
});

describe("a trip's booking page on CloudFront (decision 060)", () => {
  const build = webBuildWithBookingPages();
  const rewrite = rewriter(appShellRewrite(builtPagePaths(build), true, builtBookingShells(build)));

  it('finds the trips the build has a booking page for: no generic shell, no file whose name is no id', () => {
    expect(builtBookingShells(build)).toEqual(['morocco', 'tobago-island-escape']);
    expect(builtBookingShells(mkdtempSync(join(tmpdir(), 'sunward-web-')))).toEqual([]);
  });

  it.each(bookingRequests)('answers $path with query $query: $file', ({ path, query, file }) => {
    expect(rewrite(path, query)).toBe(`/${file}`);
  });

  it('reads a repeated package from multiValue, as CloudFront hands it over, and keeps the generic shell', () => {
    const handler = new Function(`${appShellRewrite(builtPagePaths(build), true, builtBookingShells(build))}; return handler;`)() as (event: {
      request: ViewerRequest;
    }) => ViewerRequest;
    const twice = { value: 'morocco', multiValue: [{ value: 'morocco' }, { value: 'tobago-island-escape' }] };
    expect(handler({ request: { uri: '/booking', querystring: { package: twice } } }).uri).toBe('/booking/index.html');
    expect(handler({ request: { uri: '/booking', querystring: { package: { value: 'morocco' } } } }).uri).toBe('/booking/morocco.html');
  });

  it('keeps the generic shell for a build without booking pages', () => {
    expect(rewriter(appShellRewrite(builtPagePaths(build), true, []))('/booking', '?package=morocco')).toBe('/booking/index.html');
  });

  it('answers a trip\'s booking page with status 200, whichever URI the viewer-response function is given', () => {
    const status = statusSetter(notFoundStatus(builtPagePaths(build)));
    expect(status('/booking')).toBe(200);
    expect(status('/booking/')).toBe(200);
    expect(status('/booking/morocco.html')).toBe(200);
  });

  it('is what the site deploys: its viewer-request function knows the build\'s booking pages', () => {
    const stack = new Stack(testApp(), 'SiteOnly');
    new Site(stack, 'Site', {
      webBuildDir: build,
      apiEndpoint: 'https://abc123.execute-api.eu-west-1.amazonaws.com',
      apiOriginHeaders: {},
      webAclArn: testWebAclArn,
    });
    const functions = Object.values(resourcesOf(Template.fromStack(stack))).filter((resource) => resource.Type === 'AWS::CloudFront::Function');
    const viewerRequest = functions.find((fn) => stringAt(fn, 'Properties.FunctionConfig.Comment').startsWith('Extensionless'));
    expect(viewerRequest).toBeDefined();
    const deployed = rewriter(stringAt(viewerRequest, 'Properties.FunctionCode'));
    expect(deployed('/booking', '?package=morocco&departure=2027-07-08')).toBe('/booking/morocco.html');
    expect(deployed('/booking', '?package=barbados')).toBe('/booking/index.html');
  });
});
