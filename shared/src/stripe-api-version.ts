/**
 * The Stripe API version the payments adapter asks for, the webhook endpoint in Stripe's dashboard
 * is set to, and the local Stripe stub renders its objects and events in (decision 035). The
 * adapter types it as the SDK's own version, so upgrading `stripe` to an SDK of another version
 * does not compile until this changes with it, and the endpoint with it.
 */
export const stripeApiVersion = '2026-10-28.endive';
