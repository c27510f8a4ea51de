import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export function jsonResponse(
  status: number,
  body: unknown,
  cookies?: string[],
  headers: Readonly<Record<string, string>> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    },
    body: body === undefined ? '' : JSON.stringify(body),
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
  };
}
