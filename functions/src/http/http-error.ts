import type * as z from 'zod/mini';

/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Response headers the answer carries, e.g. `retry-after` on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** A request that failed its route's schema: 400 with one issue per field. */
export class ValidationError extends HttpError {
  readonly issues: FieldIssue[];

  constructor(error: z.core.$ZodError, prefix: (string | number)[] = []) {
    const issues = error.issues.map((issue) => ({
      path: [...prefix, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
      message: issue.message,
    }));
    super(400, issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; '));
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** 429 with `Retry-After` in whole seconds, so clients know when to ask again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
