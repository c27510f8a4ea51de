import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import { ORIGIN_VERIFY_HEADER } from '@sunward/shared/edge-origin';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError } from '../http/http-error';
import { readOriginSettings } from '../settings/origin';
import type { RouteContext } from './route-context';

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

export const NOT_THROUGH_SITE_MESSAGE = 'This API is served only through the website';

// Digests have one length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Answers only requests that came through CloudFront (or the local server that plays it), which
 * adds the secret origin-verify header. Everything after this trusts CloudFront's own headers.
 */
export function throughCloudFrontOnly(secret: string = readOriginSettings().ORIGIN_VERIFY_SECRET): Middleware {
  const expected = digest(secret);
  return {
    before: (request) => {
      const sent = request.event.headers[ORIGIN_VERIFY_HEADER];
      if (sent === undefined || !timingSafeEqual(digest(sent), expected)) throw new HttpError(403, NOT_THROUGH_SITE_MESSAGE);
      // Nothing downstream needs it, and a log of the event must not carry it.
      delete request.event.headers[ORIGIN_VERIFY_HEADER];
    },
  };
}
