import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/http-error';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads the JSON body of routes that take one. Own code rather than @middy/http-json-body-parser
 * because that one answers malformed JSON with 415 and has no size limit; we want 400 and 413.
 */
export function jsonBody(options: { expectsBody: boolean; maxBytes: number }): Middleware {
  return {
    before: (request) => {
      const { body, isBase64Encoded, headers } = request.event;
      const text = body === undefined ? '' : isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      if (Buffer.byteLength(text, 'utf8') > options.maxBytes) {
        throw payloadTooLarge(`The request body is larger than ${Math.floor(options.maxBytes / 1024)} KB.`);
      }
      if (!options.expectsBody) return;
      if (text.trim() === '') throw badRequest('The request body is empty; JSON is expected.');
      if (!jsonType.test(headers['content-type'] ?? '')) {
        throw unsupportedMediaType('Send the request body as application/json.');
      }
      try {
        request.context.jsonBody = JSON.parse(text) as unknown;
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
    },
  };
}
