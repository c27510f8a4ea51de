/**
 * The security headers every page and API response carries, as plain data. CloudFront's
 * response-headers policy (`site.ts`) and the local server (`infra/local/`) are both built from
 * this file, so the browser sees the same policy on a laptop as in AWS. No CDK import here: the
 * local server must be able to load it without pulling in aws-cdk-lib.
 */

/** Content-Security-Policy directives. Stripe.js and its frames are the only third party. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  'img-src': ["'self'", 'data:', 'https://*.stripe.com'],
  // Chakra UI (emotion) injects <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

export const securityHeaders = {
  contentSecurityPolicy: Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; '),
  /** Two years, subdomains included, eligible for the browsers' preload list. */
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubDomains: true, preload: true },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
} as const;

/** The same policy as HTTP response headers: lowercase header name → value. */
export function securityHeaderValues(): Record<string, string> {
  const hsts = securityHeaders.strictTransportSecurity;
  return {
    'content-security-policy': securityHeaders.contentSecurityPolicy,
    'strict-transport-security': [
      `max-age=${hsts.maxAgeSeconds}`,
      ...(hsts.includeSubDomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'x-content-type-options': securityHeaders.contentTypeOptions,
    'x-frame-options': securityHeaders.frameOptions,
    'referrer-policy': securityHeaders.referrerPolicy,
    'permissions-policy': securityHeaders.permissionsPolicy,
  };
}
