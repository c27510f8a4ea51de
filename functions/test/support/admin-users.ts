import { randomInt } from 'node:crypto';
import { authenticatorCode } from '@sunward/emulators/cognito-challenges';
import { putLocalAdmin } from '@sunward/emulators/cognito-local';
import { lambdaContext, toApiGatewayEvent } from '@sunward/emulators/api-gateway-event';
import { localOriginHeaders } from '@sunward/emulators/local-aws';
import { currentFunction } from './item-access-recorder';
import type { RouteDefinition } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { inject } from 'vitest';
import { timeBudget } from '../../src/settings/time-budget';
import type { InvocationResult } from './invoke';
import { uniqueId } from './test-data';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** The tests' cognito-local, behind its challenge layer. */
export const testCognito = () => ({ endpoint: inject('cognitoEndpoint'), userPoolId: inject('userPoolId') });

/** An admin of this test's own in cognito-local, with a permanent password and no authenticator yet. */
export async function givenAdmin(): Promise<{ username: string; password: string }> {
  const username = uniqueId('admin').toLowerCase();
  const password = `Right-Pass-${randomInt(1_000_000)}`;
  await putLocalAdmin(testCognito(), username, password);
  return { username, password };
}

/**
 * The code an authenticator shows for `secret`, `stepsAhead` 30-second steps from now. Cognito
 * takes a code one step early or late, and never one of a step it took already: a test that signs
 * in a second time types the next step's code instead of waiting for it.
 */
export const codeFor = (secret: string, stepsAhead = 0) => authenticatorCode(secret, new Date(Date.now() + stepsAhead * 30_000));

/** A client IP of this test's own, so that tests do not share the per-IP failure counter. */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Posts a JSON body to a route from a given connection address (`requestContext.http.sourceIp`),
 * with any extra headers (such as the viewer address CloudFront adds).
 */
export async function postFrom(
  sourceIp: string,
  handler: Handler,
  route: RouteDefinition,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<InvocationResult> {
  const event = toApiGatewayEvent(
    { method: route.method, path: route.path, headers: { 'content-type': 'application/json', ...headers, ...localOriginHeaders }, body: JSON.stringify(body), sourceIp },
    { routeKey: `${route.method} ${route.path}` },
  );
  const result = await currentFunction.run(route.handler, () => handler(event, lambdaContext(route.handler, timeBudget.functionTimeoutSeconds * 1000)));
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    cookies: result.cookies ?? [],
    json: result.body ? (JSON.parse(result.body) as unknown) : undefined,
  };
}
