import type { Context } from 'aws-lambda';
import type { Session } from '../store/session-repository';

/** What the shared middleware learns about a request before the handler runs. */
export interface RouteContext extends Context {
  /** The parsed JSON body, before validation. */
  jsonBody?: unknown;
  /** The raw session id from the cookie, present on customer and admin routes. */
  sessionId?: string;
  session?: Session;
  startedAt?: number;
}
