import type { RouteDefinition } from '../route-definition';
import { SubscriberPage, SubscriberPageQuery } from '../schemas/subscribers';

/** Admin only: the confirmed newsletter subscribers, the latest confirmed first, a page at a time (decision 039). */
export const listSubscribers = {
  method: 'GET',
  path: '/api/subscribers',
  handler: 'list-subscribers',
  access: 'admin',
  query: SubscriberPageQuery,
  response: SubscriberPage,
} as const satisfies RouteDefinition;
