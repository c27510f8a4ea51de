import type middy from '@middy/core';
import { adminSessionVerdict } from '@sunward/shared/rules/admin-session';
import type { RouteDefinition } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type AdminAccountLookup, adminAccountLookup } from '../adapters/admin-account';
import { HttpError, unauthorized } from '../http/http-error';
import { errorSummary } from '../observability/error-summary';
import { readSessionCookie } from '../http/session-cookie';
import { logger } from '../observability/logger';
import { deleteSession, findSession, type Session, type SessionRole, touchSession } from '../store/session-repository';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

/** The session roles each kind of protected route accepts. */
const rolesFor = {
  customer: ['customer'],
  admin: ['admin'],
  'customer-or-admin': ['customer', 'admin'],
} as const satisfies Record<Exclude<RouteDefinition['access'], 'public'>, readonly SessionRole[]>;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const IDLE_SESSION_MESSAGE = 'You were signed out after 30 minutes without activity. Please sign in again.';
export const ACCOUNT_CHECK_FAILED_MESSAGE = 'We could not confirm your sign-in just now. Please try again in a moment.';

/** Cognito's answer about the admin; one it cannot give is a 503, never a session taken on trust. */
async function lookUp(lookup: AdminAccountLookup, username: string) {
  try {
    return await lookup(username);
  } catch (error) {
    logger.error('Admin session check failed: Cognito did not answer', { username, error: errorSummary(error) });
    throw new HttpError(503, ACCOUNT_CHECK_FAILED_MESSAGE, { 'retry-after': '5' });
  }
}

/**
 * An admin session is alive while used within 30 minutes and while Cognito, asked at most every
 * 5 minutes, still has the admin enabled and unchanged since the sign-in (decision 036). An ended
 * one is deleted, so its cookie is useless from then on.
 */
async function keepAdminSession(sessionId: string, session: Session, now: Date, lookup: AdminAccountLookup): Promise<void> {
  const verdict = adminSessionVerdict(session, now);
  if (verdict.ended) {
    await deleteSession(sessionId);
    logger.info('Admin session ended: idle', { username: session.subject });
    throw unauthorized(IDLE_SESSION_MESSAGE);
  }
  if (verdict.recheck) {
    const account = await lookUp(lookup, session.subject);
    if (!account?.standing || account.marker !== session.accountMarker) {
      await deleteSession(sessionId);
      logger.warn('Admin session ended: the Cognito account is disabled, gone or changed', { username: session.subject });
      throw unauthorized(SESSION_ENDED_MESSAGE);
    }
  }
  if (verdict.touch && !(await touchSession(sessionId, { lastSeenAt: now, ...(verdict.recheck ? { checkedAt: now } : {}) }))) {
    throw unauthorized(SESSION_ENDED_MESSAGE);
  }
}

/**
 * Access control for every route: customer and admin routes (and those open to either) need a
 * live session of an accepted role, looked up in the table on each call so a logout or expiry
 * takes effect at once; an admin session also ends when idle or when Cognito no longer stands
 * behind it. A public route that `readsSession` looks one up when a cookie comes, and goes on
 * without one when there is none or it has ended; the handler decides what it allows.
 */
export function requireSession(
  route: Pick<RouteDefinition, 'access' | 'readsSession'>,
  clock: () => Date = () => new Date(),
  accountLookup?: AdminAccountLookup,
): Middleware {
  const { access } = route;
  const accepted: readonly SessionRole[] = access === 'public' ? [] : rolesFor[access];
  // Built at import, like every adapter's settings: a function that takes admin sessions fails to
  // start without the pool, and one that takes none needs no Cognito at all.
  const lookup = accepted.includes('admin') ? (accountLookup ?? adminAccountLookup()) : undefined;
  return {
    before: async (request) => {
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
      const now = clock();
      const session = await findSession(sessionId, now);
      if (!session || !accepted.includes(session.role)) throw unauthorized(SESSION_ENDED_MESSAGE);
      if (session.role === 'admin' && lookup) await keepAdminSession(sessionId, session, now, lookup);
      request.context.sessionId = sessionId;
      request.context.session = session;
    },
  };
}
