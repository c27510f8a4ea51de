import { describe, expect, it } from 'vitest';
import { securityHeaderValues } from '../lib/security-headers';

describe('securityHeaderValues', () => {
  const headers = securityHeaderValues();

  it('gives lowercase header names', () => {
    for (const name of Object.keys(headers)) expect(name).toBe(name.toLowerCase());
  });

  it('allows Stripe and nothing else from outside', () => {
    const csp = Object.fromEntries(
      headers['content-security-policy']!.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'img-src': ["'self'", 'data:', 'https://*.stripe.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('sets HSTS for two years with subdomains and preload, and the other headers', () => {
    expect(headers).toMatchObject({
      'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    });
  });
});
