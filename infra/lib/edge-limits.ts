import { type FirewallRule, routePolicies } from '@sunward/shared/route-policies';
import { type RouteName, routeList } from '@sunward/shared/routes';

/**
 * One per-IP rate rule of the CloudFront web ACL: how many requests one IP address may send in
 * 5 minutes to the POST routes it counts together before WAF answers 429. Which routes those are
 * is their `firewall` in `shared/src/route-policies.ts`.
 */
export interface EdgeRateLimit {
  /** Requests per IP address per 5 minutes (WAF's minimum is 10). */
  readonly requestsPer5Minutes: number;
}

/**
 * The per-IP limits WAF applies at CloudFront, one place for every threshold. They only exist in
 * AWS: the local stack has no WAF, so locally only the app's own limits apply (per e-mail for
 * codes and acknowledgements, per username and viewer address for sign-ins). Many travellers
 * share one address (an office, a school, a mobile carrier's NAT), so each limit sits well
 * above what one household does and well below what a script does.
 *
 * The Stripe webhook (`stripeWebhook`) is deliberately counted by none of them: Stripe calls it
 * from a handful of its own addresses for every customer at once, and its signature is its check.
 */
export const edgeRateLimits = {
  newBookings: {
    // POST /api/bookings alone (decision 037): each call holds seats for free for 15 minutes. A
    // household books once, maybe twice after a mistake; an office a handful. 10 (WAF's least)
    // in 5 minutes lets them through, and a script rotating e-mail addresses to hold seats meets
    // this before the app's cap of seats held per address even counts.
    requestsPer5Minutes: 10,
  },
  bookings: {
    // The payment calls of a booking: payment intent, a retried card, the deposit, a balance.
    // 100 lets a group organiser or an office pay 20 bookings in 5 minutes; none of these calls
    // holds a seat, so it need not be lower.
    requestsPer5Minutes: 100,
  },
  oneTimeCodes: {
    // A traveller asks for a code, maybe once more, and types it in once or twice; 30 leaves
    // room for several people on one network. Each request sends an e-mail and each guess
    // tries a code, so a script spraying many addresses stops here; per e-mail the app limits too.
    requestsPer5Minutes: 30,
  },
  messages: {
    // Both e-mail someone (the agency, an acknowledgement, a subscriber); a person sends one or
    // two. 20 keeps a shared office working and caps the mail a script can cause.
    requestsPer5Minutes: 20,
  },
  signIn: {
    // Only the agency's staff sign in. The app locks a username or viewer address after 10
    // failures for 15 minutes; 20 stops password spraying at the edge before Lambda and Cognito.
    requestsPer5Minutes: 20,
  },
} as const satisfies Record<FirewallRule, EdgeRateLimit>;

/** The routes one rule counts: those whose policy names it, in the route table's order. */
export function routesCountedBy(rule: FirewallRule): RouteName[] {
  return routeList.filter((route) => routePolicies[route.name].firewall === rule).map((route) => route.name);
}

/**
 * How long WAF's 429 tells a client to wait: its rules count the last 5 minutes and look again
 * about every 30 seconds, so a client that waits the window out is let through.
 */
export const tooManyRequestsRetryAfterSeconds = 300;

/** WAF's answer to a request over a rate limit: 429 with the JSON body the web client shows. */
export const tooManyRequestsBody = JSON.stringify({
  message: 'Too many requests from your network. Please wait a few minutes and try again.',
});
