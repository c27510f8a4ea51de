import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { RouteDefinition } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { HttpError, ValidationError } from '../http/http-error';
import { cacheControlFor } from '../http/cache-control';
import { jsonResponse } from '../http/json-response';
import { logger } from '../observability/logger';
import { readRequestSettings } from '../settings/requests';
import { timeBudget } from '../settings/time-budget';
import type { Session } from '../store/session-repository';
import { formPostAnswers } from './form-post';
import { httpErrors } from './http-errors';
import { jsonBody } from './json-body';
import { requestLog } from './request-log';
import { requireSession } from './require-session';
import { sameOriginOnly } from './same-origin';
import { throughCloudFrontOnly } from './through-cloudfront';
import type { RouteContext } from './route-context';

type Parsed<R, K extends string> = R extends { [key in K]: infer S extends z.core.$ZodType } ? z.output<S> : undefined;

type SessionOf<R extends RouteDefinition, T> = R['access'] extends 'public'
  ? R extends { readsSession: true }
    ? T | undefined
    : undefined
  : T;

export interface RouteInput<R extends RouteDefinition> {
  params: Parsed<R, 'params'>;
  /** The query string's parameters parsed by the route's `query` schema (repeated keys arrive comma-joined). */
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'request'>;
  /**
   * The caller's session: always present on customer and admin routes (and those open to either),
   * present on a public route that `readsSession` when the caller has a live one.
   */
  session: SessionOf<R, Session>;
  sessionId: SessionOf<R, string>;
  event: APIGatewayProxyEventV2;
  now: Date;
}

export interface RouteResult<R extends RouteDefinition> {
  status: number;
  body?: z.input<R['response']>;
  cookies?: string[];
}

const requestSettings = readRequestSettings();

function parseOrThrow(schema: z.core.$ZodType | undefined, value: unknown, path: string[]): unknown {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ValidationError(result.error, path);
  return result.data;
}

/**
 * Wraps a handler with the middleware every route shares: logging, errors as JSON, body parsing,
 * access control and validation with the route's schemas. The handler gets parsed input and
 * answers `{ status, body }`; its body is checked against the route's response schema.
 */
export function withRoute<R extends RouteDefinition>(
  route: R,
  handle: (input: RouteInput<R>) => Promise<RouteResult<R>>,
) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>({
    // Answer JSON before Lambda cuts the function off (settings/time-budget.ts).
    timeoutEarlyInMillis: timeBudget.answerMarginMs,
    timeoutEarlyResponse: () => {
      logger.error('Answered 503: the request outlasted its time budget');
      throw new HttpError(503, 'This is taking longer than it should. Please try again in a moment.');
    },
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(requestLog(route.handler))
    // A form the browser posted itself gets a page, not JSON: this sees the answer after httpErrors.
    .use(formPostAnswers(route))
    .use(httpErrors())
    // Only what came through CloudFront, so its viewer headers can be believed.
    .use(throughCloudFrontOnly())
    // A page on another site never gets as far as the session or the body.
    .use(sameOriginOnly(route))
    // Who may call comes first: a caller without the right session learns nothing of the body's rules.
    .use(requireSession(route))
    .use(
      jsonBody({
        expectsBody: route.request !== undefined,
        maxBytes: route.maxBodyBytes ?? requestSettings.MAX_BODY_BYTES,
        acceptsForm: route.form !== undefined,
      }),
    )
    .handler(async (event, context) => {
      const input = {
        params: parseOrThrow(route.params, event.pathParameters ?? {}, []),
        query: parseOrThrow(route.query, event.queryStringParameters ?? {}, []),
        body: parseOrThrow(route.request, context.jsonBody, []),
        session: context.session,
        sessionId: context.sessionId,
        event,
        now: new Date(),
      } as RouteInput<R>;
      const result = await handle(input);
      const checked = z.safeParse(route.response, result.body);
      if (!checked.success) {
        // A response that breaks the contract is a server fault, never the caller's.
        throw new Error(`Response of ${route.handler} does not match its schema: ${checked.error.message}`);
      }
      const setsCookies = (result.cookies ?? []).length > 0;
      return jsonResponse(result.status, checked.data, result.cookies, {}, cacheControlFor(route.handler, result.status, setsCookies));
    });
}
