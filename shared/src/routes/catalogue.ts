import type { RouteDefinition } from '../route-definition';
import { Package, PackageIdParams, PackageList } from '../schemas/package';

/*
 * The public catalogue's calls, in a module of their own: a prerendered page refreshes its
 * packages as soon as it is live, and loads only these schemas for it, not the whole table's.
 * `routes.ts` lists them with every other call.
 */

export const listPackages = {
  method: 'GET',
  path: '/api/packages',
  handler: 'list-packages',
  access: 'public',
  response: PackageList,
} as const satisfies RouteDefinition;

export const getPackage = {
  method: 'GET',
  path: '/api/packages/{id}',
  handler: 'get-package',
  access: 'public',
  params: PackageIdParams,
  response: Package,
} as const satisfies RouteDefinition;
