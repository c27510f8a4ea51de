import { routePolicies } from '@sunward/shared/route-policies';

/**
 * Who may keep a copy of an answer. Only the catalogue reads are public and the same for every
 * visitor, so CloudFront and browsers may keep them briefly: a promotion's page views then reach
 * the API a few times a minute per edge location instead of once each. Everything else (any
 * session, any write, any customer or admin data, any error) is `no-store`.
 */
export const catalogueCache = {
  /** How long CloudFront and the browser serve a copy without asking again. */
  maxAgeSeconds: 30,
  /** How much longer a stale copy may be served while a fresh one is fetched in the background. */
  staleWhileRevalidateSeconds: 30,
} as const;

/** A route's handler file: its name in kebab-case (`getRuntimeConfig` → `get-runtime-config`). */
const handlerOf = (routeName: string) => routeName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The handlers whose successful answers are public: the routes whose policy says `cache:
 * 'catalogue'` (`shared/src/route-policies.ts`: `GET /api/packages`, `GET /api/packages/{id}`,
 * `GET /api/config`). CloudFront's cached behaviours (`infra/lib/catalogue-cache.ts`) are built
 * from the same entries. Taken from the route names rather than the route table, so a bundle
 * carries no other call's schemas; a handler named otherwise would only answer `no-store`.
 */
export const publicCacheHandlers: readonly string[] = Object.entries(routePolicies)
  .filter(([, policy]) => policy.cache === 'catalogue')
  .map(([name]) => handlerOf(name));

export const NO_STORE = 'no-store';

export const catalogueCacheControl = `public, max-age=${catalogueCache.maxAgeSeconds}, stale-while-revalidate=${catalogueCache.staleWhileRevalidateSeconds}`;

/**
 * The `Cache-Control` of one answer: public for a catalogue read's 200 that sets no cookie,
 * `no-store` for everything else. A catalogue edit is therefore visible everywhere within
 * `maxAgeSeconds + staleWhileRevalidateSeconds`; a booking is still checked against the seats in
 * the table, so a stale count is answered 409 with the seats left.
 */
export function cacheControlFor(handler: string, status: number, setsCookies: boolean): string {
  return status === 200 && !setsCookies && publicCacheHandlers.includes(handler) ? catalogueCacheControl : NO_STORE;
}
