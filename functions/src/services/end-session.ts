import { clearedSessionCookie } from '../http/session-cookie';
import { logger } from '../observability/logger';
import { deleteAdminSessions, deleteSession } from '../store/session-repository';

/** Logout: the session row goes at once, so the cookie is useless even if a copy survives. */
export async function endSession(sessionId: string) {
  await deleteSession(sessionId);
  return { status: 204, cookies: [clearedSessionCookie()] };
}

/** 'Sign out everywhere' (decision 036): every session of this admin, on every device, ends at once. */
export async function endEverySessionOf(username: string) {
  const ended = await deleteAdminSessions(username);
  logger.info('Admin signed out everywhere', { username, sessionsEnded: ended });
  return { status: 204, cookies: [clearedSessionCookie()] };
}
