import { newsletterFormResults } from '../form-results';
import type { RouteDefinition } from '../route-definition';
import { ConfirmSubscriptionRequest, ConfirmSubscriptionResponse, SubscribeRequest, SubscribeResponse } from '../schemas/newsletter';

/*
 * The newsletter's calls, in a module of their own: every public page has the signup band, and a
 * visitor who subscribes (or confirms) loads only these schemas. `routes.ts` lists them with every
 * other call.
 */

export const subscribeNewsletter = {
  method: 'POST',
  path: '/api/newsletter',
  handler: 'subscribe-newsletter',
  access: 'public',
  request: SubscribeRequest,
  response: SubscribeResponse,
  // The signup band posts here before (or without) the page's scripts.
  form: newsletterFormResults,
} as const satisfies RouteDefinition;

/** The confirmation link's page sends its token here when the visitor clicks 'Confirm' (decision 039). */
export const confirmNewsletter = {
  method: 'POST',
  path: '/api/newsletter/confirm',
  handler: 'confirm-newsletter',
  access: 'public',
  request: ConfirmSubscriptionRequest,
  response: ConfirmSubscriptionResponse,
} as const satisfies RouteDefinition;
