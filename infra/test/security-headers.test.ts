import { describe, expect, it } from 'vitest';
import { securityHeaderValues } from '../lib/security-headers';

const headers = securityHeaderValues();
const site = 'https://www.sunward.example';

/** The policy's directives as the browser reads them: name → sources. */
const directives = new Map(
  headers['content-security-policy']!.split(';').flatMap((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    return name ? [[name.toLowerCase(), sources] as const] : [];
  }),
);

/** The directives that fall back to `default-src` when the policy leaves them out (CSP Level 3). */
const fetchDirectives = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'object-src', 'media-src', 'worker-src', 'manifest-src'];

function sourcesOf(directive: string): readonly string[] {
  const own = directives.get(directive);
  if (own) return own;
  if (directive === 'frame-src') return directives.get('child-src') ?? directives.get('default-src') ?? ['*'];
  if (directive === 'worker-src') return directives.get('child-src') ?? directives.get('script-src') ?? directives.get('default-src') ?? ['*'];
  return fetchDirectives.includes(directive) ? (directives.get('default-src') ?? ['*']) : ['*'];
}

/** Whether one source expression matches a URL loaded by a page of the site (scheme, host with `*.`, path prefix). */
function matches(source: string, url: URL): boolean {
  if (source === "'self'") return url.origin === site;
  if (source === '*') return ['http:', 'https:'].includes(url.protocol);
  if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return url.protocol === source;
  const host = /^(?:(https?):\/\/)?(\*\.)?([^/:]+)(\/.*)?$/.exec(source);
  if (!host || source.startsWith("'")) return false;
  const [, scheme, wildcard, name, path] = host;
  if (scheme && url.protocol !== `${scheme}:`) return false;
  if (!scheme && url.protocol !== 'https:') return false;
  const hostMatches = wildcard ? url.hostname.endsWith(`.${name}`) : url.hostname === name;
  return hostMatches && (!path || url.pathname.startsWith(path));
}

/** Whether the policy lets a page of the site use `url` for `directive` (a fetch, a frame, a form). */
function allows(directive: string, url: string): boolean {
  const sources = sourcesOf(directive);
  if (sources.includes("'none'")) return false;
  const target = new URL(url, site);
  return sources.some((source) => matches(source, target));
}

const elsewhere = ['https://evil.example/x', 'http://www.sunward.example/x', 'https://stripe.com.evil.example/x'];

describe('Content-Security-Policy', () => {
  it('lets the app load its own scripts, styles, fonts and images, and call its API', () => {
    expect(allows('script-src', '/assets/index-abc123.js')).toBe(true);
    expect(allows('style-src', '/assets/index-abc123.css')).toBe(true);
    expect(allows('font-src', '/fonts/inter-latin.woff2')).toBe(true);
    expect(allows('img-src', '/images/trips/belize.svg')).toBe(true);
    // Chakra's CSS-in-JS (emotion) inserts <style> elements while the app runs.
    expect(sourcesOf('style-src')).toContain("'unsafe-inline'");
    expect(allows('img-src', 'data:image/svg+xml;base64,PHN2Zy8+')).toBe(true);
    expect(allows('connect-src', '/api/packages')).toBe(true);
    expect(allows('form-action', '/contact')).toBe(true);
  });

  it('lets Stripe.js load, show its card frames and 3-D Secure, and reach its API', () => {
    expect(allows('script-src', 'https://js.stripe.com/v3/')).toBe(true);
    expect(allows('frame-src', 'https://js.stripe.com/v3/elements-inner-card.html')).toBe(true);
    expect(allows('frame-src', 'https://hooks.stripe.com/3d_secure_2/hosted')).toBe(true);
    expect(allows('connect-src', 'https://api.stripe.com/v1/payment_intents/pi_123/confirm')).toBe(true);
    expect(allows('img-src', 'https://q.stripe.com/pixel')).toBe(true);
  });

  it('runs no inline, evaluated or injected script', () => {
    const scripts = sourcesOf('script-src');
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", "'strict-dynamic'", '*', 'https:', 'data:', 'blob:']) {
      expect(scripts, unsafe).not.toContain(unsafe);
    }
    expect(allows('script-src', 'data:text/javascript,alert(1)')).toBe(false);
    expect(allows('script-src', 'https://js.stripe.com.evil.example/v3/')).toBe(false);
    expect(allows('object-src', '/plugin.swf')).toBe(false);
  });

  it.each(['script-src', 'style-src', 'font-src', 'img-src', 'connect-src', 'frame-src', 'media-src', 'worker-src', 'manifest-src', 'form-action'])(
    'loads, sends and frames nothing from elsewhere: %s',
    (directive) => {
      for (const url of elsewhere) expect(allows(directive, url), url).toBe(false);
    },
  );

  it('cannot be framed by another site, and keeps relative links on the site', () => {
    expect(sourcesOf('frame-ancestors')).toEqual(["'none'"]);
    expect(allows('base-uri', '/')).toBe(true);
    expect(allows('base-uri', 'https://evil.example/')).toBe(false);
  });
});

describe('the other security headers', () => {
  it('gives lowercase header names', () => {
    for (const name of Object.keys(headers)) expect(name).toBe(name.toLowerCase());
  });

  it('asks for HTTPS for at least a year, subdomains included, as the browsers\' preload list requires', () => {
    const hsts = headers['strict-transport-security']!.split(';').map((part) => part.trim());
    const maxAge = Number(/^max-age=(\d+)$/.exec(hsts[0] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toEqual(expect.arrayContaining(['includeSubDomains', 'preload']));
  });

  it('stops MIME sniffing and framing, and sends only the origin to other sites', () => {
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('turns off camera, microphone and location, and lets only the site and Stripe.js take payments', () => {
    const features = new Map(
      headers['permissions-policy']!.split(/,\s*/).map((feature) => {
        const [name, allowlist] = feature.split('=');
        return [name, allowlist] as const;
      }),
    );
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(features.get(feature), feature).toBe('()');
    const payment = /^\((.*)\)$/.exec(features.get('payment') ?? '')?.[1]?.split(/\s+/) ?? [];
    expect(payment.sort()).toEqual(['"https://js.stripe.com"', 'self']);
  });
});
