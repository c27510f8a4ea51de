import type { RouteDefinition } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { withRoute } from '../../src/middleware/with-route';
import { testSiteUrl } from '../support/handler-env';
import { invoke } from '../support/invoke';

const response = z.object({ done: z.literal(true) });

const changeRoute = {
  method: 'POST',
  path: '/api/change',
  handler: 'change',
  access: 'public',
  response,
} as const satisfies RouteDefinition;
const readRoute = { ...changeRoute, method: 'GET', path: '/api/read', handler: 'read' } as const;
const webhookRoute = { ...changeRoute, path: '/api/stripe/webhook', handler: 'stripe-webhook' } as const;

let calls = 0;
const answer = async () => {
  calls += 1;
  return { status: 200, body: { done: true as const } };
};
const change = withRoute(changeRoute, answer);
const read = withRoute(readRoute, answer);
const webhook = withRoute(webhookRoute, answer);

const siteHost = new URL(testSiteUrl).host;
const refused = { status: 403, json: { message: 'Cross-site requests are not allowed' } };

async function statusAndBody(call: Promise<{ status: number; json: unknown }>) {
  const { status, json } = await call;
  return { status, json };
}

describe('cross-site protection of state-changing calls', () => {
  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', host: siteHost }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost:3000', host: siteHost }],
    ['an Origin of another host, from a browser without Sec-Fetch-Site', { origin: 'https://evil.example', host: siteHost }],
    ['an Origin of null', { origin: 'null', host: siteHost }],
    ['an Origin on another port of the same name', { origin: 'http://localhost:4000', host: 'localhost:3000' }],
  ])('answers 403 JSON to %s, before the handler runs', async (_label, headers) => {
    const before = calls;

    expect(await statusAndBody(invoke(change, changeRoute, { headers }))).toEqual(refused);
    expect(calls).toBe(before);
  });

  it.each<[string, Record<string, string>]>([
    ['a same-origin fetch', { 'sec-fetch-site': 'same-origin', origin: testSiteUrl, host: siteHost }],
    ['a typed-in navigation', { 'sec-fetch-site': 'none' }],
    ['an Origin equal to the Host, from a browser without Sec-Fetch-Site', { origin: 'http://localhost:3000', host: 'localhost:3000' }],
    ['the site’s Origin where the Host is API Gateway’s (behind CloudFront)', { origin: testSiteUrl, host: 'abc123.execute-api.eu-west-1.amazonaws.com' }],
    ['no Origin and no Sec-Fetch-Site (curl, a server)', {}],
  ])('lets %s through', async (_label, headers) => {
    expect(await statusAndBody(invoke(change, changeRoute, { headers }))).toEqual({ status: 200, json: { done: true } });
  });

  it('leaves reads alone: a cross-site GET changes nothing', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

    expect((await invoke(read, readRoute, { headers })).status).toBe(200);
  });

  it('leaves the Stripe webhook alone: Stripe calls it server to server and its signature is the check', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://stripe.example' };

    expect((await invoke(webhook, webhookRoute, { headers })).status).toBe(200);
  });
});
