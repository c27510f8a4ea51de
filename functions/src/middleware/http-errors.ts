import type middy from '@middy/core';
import type { ErrorBody } from '@sunward/shared/schemas/error-body';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError, ValidationError } from '../http/http-error';
import { jsonResponse } from '../http/json-response';
import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

export function toErrorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof ValidationError) {
    return jsonResponse(error.status, { message: error.message, issues: error.issues } satisfies ErrorBody);
  }
  if (error instanceof HttpError) {
    return jsonResponse(error.status, { message: error.message } satisfies ErrorBody, undefined, error.headers);
  }
  // Anything else is our fault: log what it was and where, answer without internals.
  logger.error('Unhandled error', { ...errorSummary(error) });
  return jsonResponse(500, {
    message: 'Something went wrong on our side. Please try again, and quote this request id if it happens again.',
    requestId,
  } satisfies ErrorBody);
}

/**
 * Turns any error into a JSON `{ message }` answer: caller errors keep their 4xx, the rest are 500s;
 * each 5xx counts one `ServerErrors`.
 */
export function httpErrors(): Middleware {
  return {
    onError: (request) => {
      request.response = toErrorResponse(request.error, request.context.awsRequestId);
      // A 5xx is ours to fix: counted per function, alarmed on (infra/lib/alarms.ts).
      if ((request.response.statusCode ?? 500) >= 500) countMetric(metricNames.serverErrors);
    },
  };
}
