import { type HttpRequestParts, lambdaContext, toApiGatewayEvent } from '@sunward/emulators/api-gateway-event';
import type { RouteDefinition } from '@sunward/shared/routes';
import { localOriginHeaders } from '@sunward/emulators/local-aws';
import { fillPath } from '@sunward/shared/route-path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { timeBudget } from '../../src/settings/time-budget';
import { currentFunction } from './item-access-recorder';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface Invocation {
  params?: Record<string, string>;
  /** The query string; a list repeats its key (`?status=a&status=b`), as a browser may send it. */
  query?: Record<string, string | readonly string[]>;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  headers?: HttpRequestParts['headers'];
  cookies?: string[];
  /** A request that did not come through CloudFront: without the origin-verify header. */
  direct?: true;
  /** What Lambda would report as the time left before the function timeout. */
  remainingMs?: number;
}

export interface InvocationResult {
  status: number;
  headers: Record<string, unknown>;
  cookies: string[];
  json: unknown;
}

function toQueryString(query: Record<string, string | readonly string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of typeof value === 'string' ? [value] : value) search.append(key, one);
  }
  return search.toString();
}

/** Calls a real handler with the event API Gateway would build for this route. */
export async function invoke(handler: Handler, route: RouteDefinition, call: Invocation = {}): Promise<InvocationResult> {
  const body = call.body === undefined || typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  const event = toApiGatewayEvent(
    {
      method: route.method,
      path: fillPath(route.path, call.params),
      ...(call.query ? { rawQueryString: toQueryString(call.query) } : {}),
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(call.cookies ? { cookie: call.cookies.join('; ') } : {}),
        ...call.headers,
        ...(call.direct ? {} : localOriginHeaders),
      },
      ...(body !== undefined ? { body } : {}),
    },
    { routeKey: `${route.method} ${route.path}`, ...(call.params ? { pathParameters: call.params } : {}) },
  );
  const result = await currentFunction.run(route.handler, () =>
    handler(event, lambdaContext(route.handler, call.remainingMs ?? timeBudget.functionTimeoutSeconds * 1000)),
  );
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    cookies: result.cookies ?? [],
    json: result.body ? (JSON.parse(result.body) as unknown) : undefined,
  };
}
