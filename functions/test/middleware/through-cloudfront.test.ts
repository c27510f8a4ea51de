import { ORIGIN_VERIFY_HEADER } from '@sunward/shared/edge-origin';
import type { RouteDefinition } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { withRoute } from '../../src/middleware/with-route';
import { invoke } from '../support/invoke';

const route = {
  method: 'POST',
  path: '/api/change',
  handler: 'change',
  access: 'public',
  response: z.object({ done: z.literal(true) }),
} as const satisfies RouteDefinition;

const seen: APIGatewayProxyEventV2[] = [];
const change = withRoute(route, async ({ event }) => {
  seen.push(event);
  return { status: 200, body: { done: true as const } };
});

beforeEach(() => {
  seen.length = 0;
});

const refused = { status: 403, json: { message: 'This API is served only through the website' } };

describe('the API answers only through CloudFront', () => {
  it('refuses a request without the origin-verify header (the raw API Gateway URL), before the handler runs', async () => {
    const { status, json } = await invoke(change, route, { direct: true, body: {} });

    expect({ status, json }).toEqual(refused);
    expect(seen).toHaveLength(0);
  });

  it('refuses a wrong value, and one that spoofs CloudFront-Viewer-Address with it', async () => {
    const wrong = { [ORIGIN_VERIFY_HEADER]: 'guessed-value', 'cloudfront-viewer-address': '203.0.113.9:443' };
    const { status, json } = await invoke(change, route, { direct: true, headers: wrong, body: {} });

    expect({ status, json }).toEqual(refused);
    expect(seen).toHaveLength(0);
  });

  it('passes what CloudFront forwarded, without the secret in the event the handler and its logs see', async () => {
    const { status } = await invoke(change, route, { body: {} });

    expect(status).toBe(200);
    expect(seen.at(-1)?.headers[ORIGIN_VERIFY_HEADER]).toBeUndefined();
  });
});
