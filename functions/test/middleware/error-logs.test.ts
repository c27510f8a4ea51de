import type { RouteDefinition } from '@sunward/shared/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { withRoute } from '../../src/middleware/with-route';
import { errorSummary } from '../../src/observability/error-summary';
import { logger } from '../../src/observability/logger';
import { invoke } from '../support/invoke';

const failingRoute = {
  method: 'GET',
  path: '/api/failing',
  handler: 'failing',
  access: 'public',
  response: z.object({}),
} as const satisfies RouteDefinition;

const address = 'ana.lima@example.com';
const clientSecret = 'pi_3Abc123_secret_Zyx987';

class SendFailed extends Error {
  override name = 'MessageRejected';
  readonly Code = 'MessageRejected';
}

const failing = withRoute(failingRoute, () => {
  throw new SendFailed(`Email address is not verified: ${address} (intent ${clientSecret})`);
});

let written: string[] = [];

beforeEach(() => {
  written = [];
  logger.setLogLevel('DEBUG');
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' ')));
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('SILENT');
});

describe('error logs', () => {
  it('carry the error’s name and code, never an address or a client secret from its message', async () => {
    const response = await invoke(failing, failingRoute);

    expect(response.status).toBe(500);
    const output = written.join('\n');
    const line = written.map((one) => one.trim()).find((one) => one.includes('"Unhandled error"'));
    expect(line, output).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 'ERROR', errorName: 'MessageRejected', errorCode: 'MessageRejected' });
    expect(output).not.toContain(address);
    expect(output).not.toContain(clientSecret);
    expect(output).not.toContain('_secret_');
  });

  it.each<[string, unknown, object]>([
    ['an AWS SDK error', Object.assign(new Error(`bad ${address}`), { name: 'ConditionalCheckFailedException', Code: 'ConditionalCheckFailed' }), { errorName: 'ConditionalCheckFailedException', errorCode: 'ConditionalCheckFailed' }],
    ['a Stripe error', Object.assign(new Error(`No such payment_intent: ${clientSecret}`), { name: 'StripeInvalidRequestError', code: 'resource_missing' }), { errorName: 'StripeInvalidRequestError', errorCode: 'resource_missing' }],
    ['a thrown string', `failed for ${address}`, { errorName: 'string' }],
  ])('summarise %s by name and code only', (_label, error, expected) => {
    const summary = errorSummary(error);

    expect(summary).toMatchObject(expected);
    expect(JSON.stringify(summary)).not.toContain(address);
    expect(JSON.stringify(summary)).not.toContain(clientSecret);
  });
});
