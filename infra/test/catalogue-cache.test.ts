import { describe, expect, it } from 'vitest';
import { catalogueCache, publicCacheHandlers } from '@sunward/functions/http/cache-control';
import { routePolicies } from '@sunward/shared/route-policies';
import { routeList } from '@sunward/shared/routes';
import { cataloguePathPatterns, uncachedErrorStatuses } from '../lib/catalogue-cache';
import { arrayAt, at, resourcesOf, templateLookups } from './support/cfn';
import { defaultTourStack } from './support/tour-app';

const resources = resourcesOf(defaultTourStack().template);
const { ofType } = templateLookups(resources);
const distributions = ofType('AWS::CloudFront::Distribution');
if (distributions.length !== 1) throw new Error(`Expected one distribution, found ${distributions.length}`);
const [, distribution] = distributions[0]!;
const config = at(distribution, 'Properties.DistributionConfig');
const behaviours = arrayAt(config, 'CacheBehaviors');
const cachePolicies = new Map(ofType('AWS::CloudFront::CachePolicy'));

/** Does a CloudFront path pattern (`*` any characters) match a path? */
function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(path);
}

describe('catalogue reads at the edge', () => {
  it('caches exactly GET /api/packages, /api/packages/{id} and /api/config', () => {
    expect(cataloguePathPatterns).toEqual(['/api/packages', '/api/packages/*', '/api/config']);
  });

  it('caches the routes whose policy says catalogue, and their functions answer public: public GETs that read no session', () => {
    const declared = routeList.filter((route) => routePolicies[route.name].cache === 'catalogue');
    expect([...publicCacheHandlers].sort()).toEqual(declared.map((route) => route.handler).sort());
    // No other route (another method, a session, a customer or admin call) falls under a cached pattern.
    for (const route of routeList) {
      const cached = cataloguePathPatterns.some((pattern) => matches(pattern, route.path.replace(/\{[^}]+\}/g, 'x')));
      expect(cached, `${route.method} ${route.path}`).toBe(declared.includes(route));
      if (cached) expect([route.method, route.access, route.readsSession], route.path).toEqual(['GET', 'public', undefined]);
    }
  });

  it.each(cataloguePathPatterns.map((pattern) => [pattern]))('%s: GET and HEAD only, ahead of /api/*, by the catalogue policy, nothing of the viewer forwarded', (pattern) => {
    const index = behaviours.findIndex((behaviour) => at(behaviour, 'PathPattern') === pattern);
    const apiIndex = behaviours.findIndex((behaviour) => at(behaviour, 'PathPattern') === '/api/*');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(apiIndex);
    const behaviour = behaviours[index];
    expect(behaviour).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'https-only',
      Compress: true,
      TargetOriginId: at(behaviours[apiIndex], 'TargetOriginId'),
      ResponseHeadersPolicyId: at(behaviours[apiIndex], 'ResponseHeadersPolicyId'),
    });
    // No origin request policy: no cookie, query string or viewer header reaches the function.
    expect(at(behaviour, 'OriginRequestPolicyId')).toBeUndefined();
    const policyId = at(behaviour, 'CachePolicyId.Ref');
    expect(cachePolicies.has(String(policyId))).toBe(true);
  });

  it('honours the API’s Cache-Control and keys on the path alone', () => {
    expect(cachePolicies.size).toBe(1);
    const [policy] = [...cachePolicies.values()];
    expect(at(policy, 'Properties.CachePolicyConfig')).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: catalogueCache.maxAgeSeconds + catalogueCache.staleWhileRevalidateSeconds,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });

  it('keeps every other /api call uncached', () => {
    const api = behaviours.find((behaviour) => at(behaviour, 'PathPattern') === '/api/*');
    expect(at(api, 'CachePolicyId')).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
  });

  it('keeps no error answer, and replaces none', () => {
    expect(arrayAt(config, 'CustomErrorResponses')).toEqual(
      uncachedErrorStatuses.map((status) => ({ ErrorCode: status, ErrorCachingMinTTL: 0 })),
    );
  });
});
