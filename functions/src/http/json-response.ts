import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { NO_STORE } from './cache-control';

/**
 * A JSON answer. `cacheControl` defaults to `no-store` (see `cache-control.ts`), and an answer that
 * sets a cookie is always `no-store`, whatever it asked for.
 */
export function jsonResponse(
  status: number,
  body: unknown,
  cookies?: string[],
  headers: Readonly<Record<string, string>> = {},
  cacheControl: string = NO_STORE,
): APIGatewayProxyStructuredResultV2 {
  const setsCookies = cookies !== undefined && cookies.length > 0;
  return {
    statusCode: status,
    headers: {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': setsCookies ? NO_STORE : cacheControl,
    },
    body: body === undefined ? '' : JSON.stringify(body),
    ...(setsCookies ? { cookies } : {}),
  };
}
