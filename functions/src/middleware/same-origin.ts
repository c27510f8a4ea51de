import type middy from '@middy/core';
import type { RouteDefinition } from '@sunward/shared/routes';
import { stripeWebhook } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError } from '../http/http-error';
import { readSiteSettings } from '../settings/site';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Stripe calls the webhook server to server; its signature, not the caller's site, is the check.
const exempt: readonly Pick<RouteDefinition, 'method' | 'path'>[] = [stripeWebhook];

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    // `null` (a sandboxed frame, a redirect across sites) names no host, so it matches none.
    return undefined;
  }
}

/**
 * Refuses state-changing calls that a browser sends from another site, so a page elsewhere
 * cannot act with a visitor's session cookie (SameSite=Strict is the first guard, this the
 * second). `Sec-Fetch-Site` decides when the browser sends it; older browsers are judged by
 * `Origin` against the site's own host. A call with neither header comes from no browser (curl,
 * a server) and carries no visitor's cookie, so it passes.
 */
export function sameOriginOnly(
  route: Pick<RouteDefinition, 'method' | 'path'>,
  options: { siteUrl: string } = { siteUrl: readSiteSettings().SITE_URL },
): Middleware {
  const checked = stateChanging.has(route.method) && !exempt.some((one) => one.method === route.method && one.path === route.path);
  const siteHost = hostOf(options.siteUrl);
  return {
    before: (request) => {
      if (!checked) return;
      const { headers } = request.event;
      const fetchSite = headers['sec-fetch-site']?.toLowerCase();
      if (fetchSite !== undefined) {
        // `same-site` too: a sibling subdomain is another party, and our pages only call their own origin.
        if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new HttpError(403, CROSS_SITE_MESSAGE);
        return;
      }
      const origin = headers.origin;
      if (origin === undefined) return;
      // Behind CloudFront the Host is API Gateway's own name (the Host header is not forwarded),
      // so the site's host comes from SITE_URL, which every route has; locally Host is the site too.
      const ownHosts = [siteHost, headers['x-forwarded-host'], headers.host]
        .filter((host): host is string => host !== undefined)
        .map((host) => host.toLowerCase());
      const originHost = hostOf(origin);
      if (originHost === undefined || !ownHosts.includes(originHost)) throw new HttpError(403, CROSS_SITE_MESSAGE);
    },
  };
}
