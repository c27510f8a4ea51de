import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface HttpRequestParts {
  method: string;
  /** Path without the query string. */
  path: string;
  rawQueryString?: string;
  /** Header names in any case; repeated headers joined with commas, as API Gateway does. */
  headers?: Record<string, string | string[] | undefined>;
  body?: Buffer | string;
  sourceIp?: string;
}

const textTypes = /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|xml|x-www-form-urlencoded)|application\/javascript)/i;

/**
 * Builds the payload-format-2.0 event that an API Gateway HTTP API gives a Lambda for a
 * request that matched `routeKey`, so the local server and the handler tests hand the handlers
 * exactly what AWS does.
 */
export function toApiGatewayEvent(
  request: HttpRequestParts,
  route: { routeKey: string; pathParameters?: Record<string, string> },
  now = new Date(),
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // API Gateway moves cookies out of the headers into their own list.
  const cookieHeader = headers.cookie;
  delete headers.cookie;
  const cookies = cookieHeader
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '');

  const rawQueryString = request.rawQueryString ?? '';
  const query = new URLSearchParams(rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');

  const bodyBuffer = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  const hasBody = bodyBuffer !== undefined && bodyBuffer.length > 0;
  const isText = textTypes.test(headers['content-type'] ?? 'application/json');

  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: request.path,
    rawQueryString,
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters } : {}),
    ...(route.pathParameters && Object.keys(route.pathParameters).length > 0
      ? { pathParameters: route.pathParameters }
      : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(hasBody
      ? { body: isText ? bodyBuffer.toString('utf8') : bodyBuffer.toString('base64'), isBase64Encoded: !isText }
      : { isBase64Encoded: false }),
  };
}

/**
 * A Lambda context as the runtime gives one. `timeoutMs` is the time left before the function
 * timeout: callers pass the function's own (`timeBudget.functionTimeoutSeconds * 1000` in functions).
 */
export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
