import { routePolicies, type ThrottleClass } from '@sunward/shared/route-policies';
import type { RouteName } from '@sunward/shared/routes';

/**
 * One API Gateway token bucket: requests per second on average, and how many may arrive at once.
 * A request over it is answered 429 by API Gateway before any function runs.
 */
export interface ApiRouteLimit {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * The HTTP API's per-route throttling (stage route settings), next to the per-IP limits WAF
 * applies at the edge (`edge-limits.ts`). Every route has its own bucket, so a spike on one kind
 * of call can never use up another's: above all, a promotion's catalogue reads never starve
 * `POST /api/bookings`, the payment calls and Stripe's webhook. All of these together stay far
 * below the account's API Gateway quota (10,000 requests per second per region).
 *
 * Each class's figure and its reason; `docs/CAPACITY.md` has the arithmetic behind them. Which
 * class a route is in is its `throttle` in `shared/src/route-policies.ts`.
 */
export const apiLimitClasses = {
  /**
   * `GET /api/packages`, `/api/packages/{id}`, `/api/config`: CloudFront keeps them 30 s (plus 30 s
   * stale while it revalidates), so the API sees about one request per edge location per
   * half-minute, not one per page view. 100/s with a burst of 200 covers every edge location
   * missing at once (after a deploy's invalidation) with room to spare.
   */
  catalogue: { rateLimit: 100, burstLimit: 200 },
  /**
   * Booking and paying: a booking is 3 to 5 of these. 50/s is 3,000 a minute, six times the
   * sell-out case (500 attempts in one minute); each route has its own, so one busy step never
   * blocks the next.
   */
  money: { rateLimit: 50, burstLimit: 100 },
  /**
   * Stripe's webhook: Stripe retries for days, so a 429 loses nothing; 50/s is far above what a
   * small operator's payments produce, and keeps a retry storm from costing much.
   */
  webhook: { rateLimit: 50, burstLimit: 100 },
  /** One-time codes: each request sends an e-mail or tries a code; the app also limits per e-mail. */
  codes: { rateLimit: 10, burstLimit: 20 },
  /** Inquiries and newsletter: each e-mails someone; people send one or two. */
  messages: { rateLimit: 10, burstLimit: 20 },
  /** Admin sign-in: one agency's staff; Cognito's own sign-in quota is far above this. */
  signIn: { rateLimit: 5, burstLimit: 10 },
  /** Signed-in reads (a traveller's bookings, the admin's lists, paged): people, not crowds. */
  signedInReads: { rateLimit: 20, burstLimit: 40 },
  /** Catalogue edits and logouts: a person clicking. */
  signedInWrites: { rateLimit: 5, burstLimit: 10 },
} as const satisfies Record<ThrottleClass, ApiRouteLimit>;

/** A route's own limit: the class its entry in `shared/src/route-policies.ts` names. */
export function apiRouteLimit(route: RouteName): ApiRouteLimit {
  return apiLimitClasses[routePolicies[route].throttle];
}

/**
 * The stage's default, for a route without settings of its own (none today: a new route's policy
 * names its class or fails to compile).
 */
export const apiStageDefaultLimit: ApiRouteLimit = { rateLimit: 50, burstLimit: 100 };
