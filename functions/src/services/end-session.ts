import { clearedSessionCookie } from '../http/session-cookie';
import { deleteSession } from '../store/session-repository';

/** Logout: the session row goes at once, so the cookie is useless even if a copy survives. */
export async function endSession(sessionId: string) {
  await deleteSession(sessionId);
  return { status: 204, cookies: [clearedSessionCookie()] };
}
