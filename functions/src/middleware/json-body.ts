import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/http-error';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const formType = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** Whether a request carries a form as the browser posts one natively (`<form method="post">`). */
export function isFormEncoded(headers: APIGatewayProxyEventV2['headers']): boolean {
  return formType.test(headers['content-type'] ?? '');
}

/**
 * A form's fields as the object its JSON twin would be: every value a string, the first of a
 * repeated name kept (a form has one field per name), and the CRLF line breaks a browser sends
 * for a textarea made LF again, so a message is stored the same whichever way it came.
 */
export function formFields(text: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (!fields.has(name)) fields.set(name, value.replace(/\r\n?/g, '\n'));
  }
  // `fromEntries` defines each name as an own property, `__proto__` included.
  return Object.fromEntries(fields);
}

/**
 * Reads the JSON body of routes that take one, and on a route with a form (`RouteDefinition.form`)
 * a form-encoded one too. Own code rather than @middy/http-json-body-parser because that one
 * answers malformed JSON with 415 and has no size limit; we want 400 and 413. API Gateway may
 * hand a form body over base64-encoded, as it does any body it does not take for text.
 */
export function jsonBody(options: { expectsBody: boolean; maxBytes: number; acceptsForm?: boolean }): Middleware {
  return {
    before: (request) => {
      const { body, isBase64Encoded, headers } = request.event;
      const text = body === undefined ? '' : isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      // The same limit for both encodings: a form's largest field, 5,000 characters of any script,
      // stays under it percent-encoded.
      if (Buffer.byteLength(text, 'utf8') > options.maxBytes) {
        throw payloadTooLarge(`The request body is larger than ${Math.floor(options.maxBytes / 1024)} KB.`);
      }
      if (!options.expectsBody) return;
      if (text.trim() === '') throw badRequest('The request body is empty; JSON is expected.');
      if (options.acceptsForm && isFormEncoded(headers)) {
        request.context.jsonBody = formFields(text);
        return;
      }
      if (!jsonType.test(headers['content-type'] ?? '')) {
        throw unsupportedMediaType(options.acceptsForm ? 'Send the request body as application/json or as a form.' : 'Send the request body as application/json.');
      }
      try {
        request.context.jsonBody = JSON.parse(text) as unknown;
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
    },
  };
}
