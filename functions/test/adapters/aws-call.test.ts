import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { timeBudget } from '../../src/settings/time-budget';

/**
 * Secrets Manager has no emulator in the local stack (locally the secrets come from the
 * environment), so this file answers GetSecretValue itself, over HTTP, the way Secrets Manager
 * does, and checks what the signed call sends and how it retries.
 */
interface Received {
  target: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  authorization: string;
  amzDate: string | undefined;
  body: unknown;
}

const received: Received[] = [];
let answer: (request: Received, response: ServerResponse) => void = () => {};

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const call: Received = {
      target: request.headers['x-amz-target'] as string | undefined,
      contentType: request.headers['content-type'],
      contentLength: request.headers['content-length'],
      authorization: request.headers.authorization ?? '',
      amzDate: request.headers['x-amz-date'] as string | undefined,
      body: JSON.parse(body || '{}'),
    };
    received.push(call);
    answer(call, response);
  });
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
afterAll(() => new Promise((resolve) => server.close(resolve)));

process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { secretString } = await import('../../src/adapters/secret-value');
const { AwsServiceError } = await import('../../src/adapters/aws-call');

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', ...headers });
  response.end(JSON.stringify(body));
}

const secretAnswer = (call: Received, response: ServerResponse) =>
  json(response, 200, { Name: (call.body as { SecretId: string }).SecretId, SecretString: `value of ${(call.body as { SecretId: string }).SecretId}` });

let secretNumber = 0;
const newSecretId = () => `sunward/test-secret-${++secretNumber}`;

beforeEach(() => {
  received.length = 0;
  answer = secretAnswer;
});

describe('signed AWS calls (Secrets Manager GetSecretValue)', () => {
  it('sends a SigV4-signed JSON 1.1 call for the region and service, and reads the secret', async () => {
    const secretId = newSecretId();

    expect(await secretString(secretId)).toBe(`value of ${secretId}`);

    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ target: 'secretsmanager.GetSecretValue', contentType: 'application/x-amz-json-1.1', body: { SecretId: secretId } });
    expect(call?.contentLength).toBe(String(Buffer.byteLength(JSON.stringify({ SecretId: secretId }))));
    expect(call?.amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    expect(call?.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${process.env.AWS_ACCESS_KEY_ID}/\\d{8}/${process.env.AWS_REGION}/secretsmanager/aws4_request, SignedHeaders=content-length;content-type;host;[^,]*\\bx-amz-target\\b[^,]*, Signature=[0-9a-f]{64}$`),
    );
  });

  it('keeps a secret for five minutes in the warm function: a second read asks nobody', async () => {
    const secretId = newSecretId();

    await secretString(secretId);
    await secretString(secretId);

    expect(received).toHaveLength(1);
  });

  it.each([
    ['a server error', 500, 'InternalServiceError'],
    ['throttling', 400, 'ThrottlingException'],
  ])('tries again after %s, within the attempts the budget allows', async (_case, status, code) => {
    let calls = 0;
    answer = (call, response) => {
      calls += 1;
      if (calls === 1) json(response, status, { __type: code, message: 'try again' });
      else secretAnswer(call, response);
    };
    const secretId = newSecretId();

    expect(await secretString(secretId)).toBe(`value of ${secretId}`);
    expect(received).toHaveLength(2);
  });

  it('gives up after the last attempt and names the service’s error', async () => {
    answer = (_call, response) => json(response, 503, { __type: 'com.amazonaws.secretsmanager#InternalServiceError', message: 'down' });

    const failure = secretString(newSecretId());

    await expect(failure).rejects.toBeInstanceOf(AwsServiceError);
    await expect(failure).rejects.toMatchObject({ name: 'InternalServiceError', status: 503, message: 'down' });
    expect(received).toHaveLength(timeBudget.secrets.maxAttempts);
  });

  it('does not retry what retrying cannot fix, and reads the code from the error header', async () => {
    answer = (_call, response) =>
      json(response, 400, { message: 'not allowed' }, { 'x-amzn-errortype': 'AccessDeniedException:http://internal.amazon.com/coral/' });

    await expect(secretString(newSecretId())).rejects.toMatchObject({ name: 'AccessDeniedException', status: 400, message: 'not allowed' });
    expect(received).toHaveLength(1);
  });
});
