/**
 * Where the local Stripe stub answers on the local server (decision 008): the payments adapter's
 * base URL ends in it, and the local test-card form posts under it. Never deployed.
 */
export const localStripePath = '/_local/stripe';
