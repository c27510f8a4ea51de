import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { routePolicies } from '@sunward/shared/route-policies';
import { routeList } from '@sunward/shared/routes';
import { catalogueCache } from '@sunward/functions/http/cache-control';

/**
 * CloudFront path patterns of the catalogue reads (`GET /api/packages`, `GET /api/packages/{id}`,
 * `GET /api/config`): the routes whose policy says `cache: 'catalogue'`
 * (`shared/src/route-policies.ts`), in the route table's order; a path parameter becomes `*`.
 */
export const cataloguePathPatterns: readonly string[] = routeList
  .filter((route) => routePolicies[route.name].cache === 'catalogue')
  .map((route) => {
    if (route.method !== 'GET' || route.access !== 'public' || route.readsSession) {
      throw new Error(`${route.name} cannot be cached at the edge: only a public GET that reads no session can.`);
    }
    return route.path.replace(/\{[^}]+\}/g, '*');
  });

/**
 * Error statuses CloudFront must not keep (its default keeps these 10 s): a catalogue read that
 * failed once is asked for again by the next visitor. Only the caching time changes; the origin's
 * answer passes through as it was. (CloudFront never caches a 429, so a throttled read is not kept
 * either.)
 */
export const uncachedErrorStatuses = [404, 500, 502, 503, 504] as const;

/**
 * The cache policy of the catalogue reads: it honours the origin's `Cache-Control` (no default
 * time, so an answer without one is not kept), and its key is the path alone: no cookies, no
 * query strings, no headers (besides the compression the viewer accepts).
 */
export function catalogueCachePolicy(scope: Construct): cloudfront.CachePolicy {
  return new cloudfront.CachePolicy(scope, 'CatalogueCache', {
    comment: 'Catalogue reads: the API\'s own Cache-Control; key is the path only (no cookies, query strings or headers)',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(catalogueCache.maxAgeSeconds + catalogueCache.staleWhileRevalidateSeconds),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/**
 * One behaviour per catalogue path, ahead of `/api/*`: GET and HEAD only, cached by the policy
 * above, and no origin request policy, so no cookie, query string or viewer header reaches the
 * function: a cached answer cannot depend on who asked.
 */
export function catalogueBehaviours(
  scope: Construct,
  apiOrigin: cloudfront.IOrigin,
  responseHeadersPolicy: cloudfront.IResponseHeadersPolicy,
): Record<string, cloudfront.BehaviorOptions> {
  const cachePolicy = catalogueCachePolicy(scope);
  return Object.fromEntries(
    cataloguePathPatterns.map((pattern) => [
      pattern,
      {
        origin: apiOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
        cachePolicy,
        compress: true,
        responseHeadersPolicy,
      } satisfies cloudfront.BehaviorOptions,
    ]),
  );
}
