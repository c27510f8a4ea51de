import type * as z from 'zod/mini';
import type { FormResults } from './form-results';

/**
 * Who may call a route: anyone, a customer session from a verified code, an admin session, or
 * either of the two (the handler then limits a customer to their own bookings).
 */
export type Access = 'public' | 'customer' | 'admin' | 'customer-or-admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path template, `{name}` for a path parameter. */
  readonly path: `/api/${string}`;
  /** File name (kebab-case, no extension) under `functions/src/handlers/`. */
  readonly handler: string;
  readonly access: Access;
  /** A public route that also reads the caller's session when there is one (a balance payment). */
  readonly readsSession?: true;
  readonly params?: z.core.$ZodType;
  /** The query string's parameters, parsed like the body (e.g. a page's `limit` and `cursor`). */
  readonly query?: z.core.$ZodType;
  readonly request?: z.core.$ZodType;
  readonly response: z.core.$ZodType;
  /** The largest body it takes, in bytes, when not every route's `MAX_BODY_BYTES` (64 KB). */
  readonly maxBodyBytes?: number;
  /**
   * A call a page's form also sends natively (decision 049): it takes the form encoding beside
   * JSON, and answers such a post with `303 See Other` to the page for its outcome.
   */
  readonly form?: FormResults;
}
