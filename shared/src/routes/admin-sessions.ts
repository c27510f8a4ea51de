import type { RouteDefinition } from '../route-definition';
import { NoContent } from '../schemas/empty';
import { AdminLoginRequest, AdminLoginResponse, AdminMfaRequest, AdminNewPasswordRequest, CurrentUser } from '../schemas/user';

/*
 * The admin's sessions: signing in (with the second factor, decision 036), who is signed in, and
 * signing out. In a module of their own, so `/admin/login` loads only these schemas, not the whole
 * table's. `routes.ts` lists them with every other call.
 */

export const getCurrentUser = {
  method: 'GET',
  path: '/api/user',
  handler: 'get-current-user',
  access: 'admin',
  response: CurrentUser,
} as const satisfies RouteDefinition;

export const adminLogin = {
  method: 'POST',
  path: '/api/login',
  handler: 'admin-login',
  access: 'public',
  request: AdminLoginRequest,
  response: AdminLoginResponse,
} as const satisfies RouteDefinition;

export const adminNewPassword = {
  method: 'POST',
  path: '/api/login/new-password',
  handler: 'admin-new-password',
  access: 'public',
  request: AdminNewPasswordRequest,
  response: AdminLoginResponse,
} as const satisfies RouteDefinition;

export const adminLogout = {
  method: 'POST',
  path: '/api/logout',
  handler: 'admin-logout',
  access: 'admin',
  response: NoContent,
} as const satisfies RouteDefinition;

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
