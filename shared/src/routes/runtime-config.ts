import type { RouteDefinition } from '../route-definition';
import { RuntimeConfig } from '../schemas/runtime-config';

/*
 * Which card form this environment uses, asked by every page that takes a card. In a module of
 * its own, so those pages load only its schema, not the whole table's. `routes.ts` lists it with
 * every other call.
 */

export const getRuntimeConfig = {
  method: 'GET',
  path: '/api/config',
  handler: 'get-runtime-config',
  access: 'public',
  response: RuntimeConfig,
} as const satisfies RouteDefinition;
