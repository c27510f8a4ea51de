import type { RouteDefinition } from '../route-definition';
import { SubscribeRequest, SubscribeResponse } from '../schemas/newsletter';

/*
 * The newsletter signup's call, in a module of its own: every public page has the signup band,
 * and a visitor who subscribes loads only its schemas. `routes.ts` lists it with every other call.
 */

export const subscribeNewsletter = {
  method: 'POST',
  path: '/api/newsletter',
  handler: 'subscribe-newsletter',
  access: 'public',
  request: SubscribeRequest,
  response: SubscribeResponse,
} as const satisfies RouteDefinition;
