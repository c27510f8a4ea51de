import type middy from '@middy/core';
import type { RouteDefinition } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { unauthorized } from '../http/http-error';
import { readSessionCookie } from '../http/session-cookie';
import { findSession, type SessionRole } from '../store/session-repository';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

/** The session roles each kind of protected route accepts. */
const rolesFor = {
  customer: ['customer'],
  admin: ['admin'],
  'customer-or-admin': ['customer', 'admin'],
} as const satisfies Record<Exclude<RouteDefinition['access'], 'public'>, readonly SessionRole[]>;

/**
 * Access control for every route: customer and admin routes (and those open to either) need a
 * live session of an accepted role, looked up in the table on each call so a logout or expiry
 * takes effect at once. A public route that `readsSession` looks one up when a cookie comes, and
 * goes on without one when there is none or it has ended; the handler decides what it allows.
 */
export function requireSession(
  route: Pick<RouteDefinition, 'access' | 'readsSession'>,
  clock: () => Date = () => new Date(),
): Middleware {
  return {
    before: async (request) => {
      const { access } = route;
      if (access === 'public') {
        if (!route.readsSession) return;
        const sessionId = readSessionCookie(request.event.cookies);
        if (!sessionId) return;
        const session = await findSession(sessionId, clock());
        if (!session) return;
        request.context.sessionId = sessionId;
        request.context.session = session;
        return;
      }
      const sessionId = readSessionCookie(request.event.cookies);
      if (!sessionId) throw unauthorized();
      const session = await findSession(sessionId, clock());
      const accepted: readonly SessionRole[] = rolesFor[access];
      if (!session || !accepted.includes(session.role)) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      request.context.sessionId = sessionId;
      request.context.session = session;
    },
  };
}
