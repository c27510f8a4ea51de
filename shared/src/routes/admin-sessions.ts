import type { RouteDefinition } from '../route-definition';
import { NoContent } from '../schemas/empty';
import { AdminMfaRequest, CurrentUser } from '../schemas/user';

/*
 * The admin's second factor and the end of all their sessions (decision 036). `routes.ts` lists
 * them with every other call.
 */

/** Answers the authenticator challenge `POST /api/login` or `POST /api/login/new-password` gave. */
export const adminMfa = {
  method: 'POST',
  path: '/api/login/mfa',
  handler: 'admin-mfa',
  access: 'public',
  request: AdminMfaRequest,
  response: CurrentUser,
} as const satisfies RouteDefinition;

/** 'Sign out everywhere': every session of the signed-in admin ends, this one included. */
export const adminLogoutEverywhere = {
  method: 'POST',
  path: '/api/logout/everywhere',
  handler: 'admin-logout-everywhere',
  access: 'admin',
  response: NoContent,
} as const satisfies RouteDefinition;
