import { pathToFileURL } from 'node:url';
import { type HttpRequestParts, lambdaContext, toApiGatewayEvent } from '@sunward/emulators/api-gateway-event';
import { timeBudget } from '@sunward/functions/settings/time-budget';
import { matchPath } from '@sunward/shared/route-path';
import { type RouteDefinition, routeList } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { handlerEntry } from '../lib/handler-entry';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface MatchedRoute {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

/** Finds the route-table entry for a request, as API Gateway's route selection does. */
export function findRoute(method: string, path: string): MatchedRoute | undefined {
  for (const route of routeList) {
    if (route.method !== method.toUpperCase()) continue;
    const pathParameters = matchPath(route.path, path);
    if (pathParameters) return { route, pathParameters };
  }
  return undefined;
}

const loaded = new Map<string, Promise<LambdaHandler>>();

/** Imports the very module CDK bundles for the route, once, as a warm Lambda would keep it. */
function loadHandler(handler: string): Promise<LambdaHandler> {
  let module = loaded.get(handler);
  if (!module) {
    module = import(pathToFileURL(handlerEntry(handler)).href).then((exports: { handler?: LambdaHandler }) => {
      if (typeof exports.handler !== 'function') throw new Error(`${handler} exports no handler`);
      return exports.handler;
    });
    loaded.set(handler, module);
  }
  return module;
}

/**
 * Serves one `/api` request the way API Gateway and Lambda would: an unknown route is a JSON 404,
 * a handler crash a JSON 500.
 */
export async function invokeApi(request: HttpRequestParts): Promise<APIGatewayProxyStructuredResultV2> {
  const match = findRoute(request.method, request.path);
  if (!match) {
    return { statusCode: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Not Found' }) };
  }
  const { route, pathParameters } = match;
  const event = toApiGatewayEvent(request, { routeKey: `${route.method} ${route.path}`, pathParameters });
  try {
    const handler = await loadHandler(route.handler);
    return await handler(event, lambdaContext(route.handler, timeBudget.functionTimeoutSeconds * 1000));
  } catch (error) {
    console.error(`${route.handler} failed:`, error);
    return {
      statusCode: 500,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Internal Server Error' }),
    };
  }
}
