import type middy from '@middy/core';
import type { Access } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { unauthorized } from '../http/http-error';
import { readSessionCookie } from '../http/session-cookie';
import { findSession } from '../store/session-repository';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

/**
 * Access control for every route: customer and admin routes need a live session of that role,
 * looked up in the table on each call so a logout or expiry takes effect at once.
 */
export function requireSession(access: Access, clock: () => Date = () => new Date()): Middleware {
  return {
    before: async (request) => {
      if (access === 'public') return;
      const sessionId = readSessionCookie(request.event.cookies);
      if (!sessionId) throw unauthorized();
      const session = await findSession(sessionId, clock());
      if (!session || session.role !== access) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      request.context.sessionId = sessionId;
      request.context.session = session;
    },
  };
}
