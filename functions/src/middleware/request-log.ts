import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '../observability/logger';
import { countColdStart } from '../observability/metrics';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

/**
 * One INFO line per request, written last: route, status, duration and the caller's role; and the
 * `ColdStarts` metric on an execution environment's first request.
 */
export function requestLog(routeName: string): Middleware {
  const write: NonNullable<Middleware['after']> = (request) => {
    const startedAt = request.context.startedAt ?? performance.now();
    logger.info('request', {
      route: routeName,
      status: request.response?.statusCode,
      durationMs: Math.round(performance.now() - startedAt),
      role: request.context.session?.role ?? 'public',
    });
  };
  return {
    before: (request) => {
      request.context.startedAt = performance.now();
      countColdStart();
    },
    after: write,
    onError: write,
  };
}
