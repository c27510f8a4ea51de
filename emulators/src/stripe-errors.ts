import type { StripeErrorFields } from './stripe-objects';

/** An answer Stripe gives as an error: its HTTP status and the body's `error`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorFields,
  ) {
    super(error.message);
  }
}

export const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

export function invalidRequest(status: number, message: string, extra: Partial<StripeErrorFields> = {}): StripeApiError {
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...(extra.code ? { doc_url: docUrl(extra.code) } : {}), ...extra });
}

export function unrecognized(method: string, path: string): StripeApiError {
  return invalidRequest(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

export function idempotencyMismatch(key: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}
