import type middy from '@middy/core';
import type { FormOutcome, FormResults } from '@sunward/shared/form-results';
import type { RouteDefinition } from '@sunward/shared/routes';
import type { ErrorBody } from '@sunward/shared/schemas/error-body';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { NO_STORE } from '../http/cache-control';
import { logger } from '../observability/logger';
import { isFormEncoded } from './json-body';
import type { RouteContext } from './route-context';
import { CROSS_SITE_MESSAGE } from './same-origin';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

function errorBodyOf(response: APIGatewayProxyStructuredResultV2): ErrorBody | undefined {
  try {
    return JSON.parse(response.body ?? '') as ErrorBody;
  } catch {
    return undefined;
  }
}

/**
 * The page a native post's answer sends the browser to: the one for its outcome, or for the first
 * field (in the form's order) the shared schema refused. It is read from the JSON answer the call
 * gives any client, so both encodings meet the same rules and limits.
 */
export function formResultPage(results: FormResults, response: APIGatewayProxyStructuredResultV2): { outcome: FormOutcome | 'fix'; page: string } {
  const status = response.statusCode ?? 200;
  const body = status >= 400 ? errorBodyOf(response) : undefined;
  const outcome = (name: FormOutcome) => ({ outcome: name, page: results.pages[name] });
  const fix = (field: string) => ({ outcome: 'fix' as const, page: results.pages.fix[field] ?? results.pages.notSent });
  if (status < 300) return outcome('sent');
  if (status === 429) return outcome('tooManyTries');
  if (status === 403 && body?.message === CROSS_SITE_MESSAGE) return outcome('otherSite');
  if (status === 413) return fix(results.largestField);
  if (status === 400 && body?.issues) {
    const faulty = new Set(body.issues.map((issue) => issue.path[0]));
    const field = results.fields.find((name) => faulty.has(name));
    if (field !== undefined) return fix(field);
  }
  return outcome('notSent');
}

/**
 * A form the browser posts itself (before or without the page's scripts) cannot show a JSON
 * answer: on a route with a form, a form-encoded request is answered `303 See Other` to a static
 * page that says what happened (decision 049). The Location is one of a few fixed paths: nothing
 * the visitor typed reaches a URL, a history entry or a log. JSON calls are answered as before.
 * Its `after` and `onError` run last but for the request log, so they see the final answer.
 */
export function formPostAnswers(route: Pick<RouteDefinition, 'form'>): Middleware {
  const results = route.form;
  const redirect: NonNullable<Middleware['after']> = (request) => {
    if (!results || !request.response || !isFormEncoded(request.event.headers)) return;
    const { outcome, page } = formResultPage(results, request.response);
    if (outcome !== 'sent') logger.info('Form post not taken', { outcome, status: request.response.statusCode, page });
    request.response = { statusCode: 303, headers: { location: page, 'cache-control': NO_STORE }, body: '' };
  };
  return { after: redirect, onError: redirect };
}
