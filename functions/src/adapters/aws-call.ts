import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest, type HttpResponse, loadJsonRpcErrorCode, loadRestJsonErrorCode } from '@smithy/core/protocols';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { type AwsRuntimeVariables, readAwsRuntimeSettings } from '../settings/aws-runtime';
import { type ClientBudget, retryPauseMs } from '../settings/time-budget';

/**
 * One signed call to an AWS JSON API, for the services a function calls with one or two
 * operations: Secrets Manager's GetSecretValue, SES's SendEmail, Cognito's two admin sign-in
 * calls, KMS's Encrypt and Decrypt. Each of their SDK clients registers every operation's schemas at import (33–75 KB and a
 * few milliseconds of every cold start, for one call), so these go through the SDK's own
 * signer, transport and error-code readers instead; DynamoDB, with its many operations, stays
 * on its client (decision 024). Only adapters import this module.
 */
const settings = readAwsRuntimeSettings();
const credentials = fromEnv();

/** An AWS API as these calls need it. */
export interface AwsApi {
  /** SigV4 signing name, e.g. `ses`. */
  readonly signingName: string;
  /** The regional endpoint's first label, e.g. `email` for `email.<region>.amazonaws.com`. */
  readonly hostPrefix: string;
  /** The SDK's endpoint variable for the service, set locally to its emulator. */
  readonly endpointVariable: Exclude<keyof AwsRuntimeVariables, 'AWS_REGION'>;
  readonly budget: ClientBudget;
}

/** An error answered by the service: `name` is its error code, e.g. `NotAuthorizedException`. */
export class AwsServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = code;
  }
}

const throttlingCodes = new Set(['ThrottlingException', 'TooManyRequestsException', 'Throttling', 'RequestLimitExceeded', 'LimitExceededException']);

function isRetryable(error: unknown): boolean {
  if (!(error instanceof AwsServiceError)) return true; // no answer: a refused or timed-out connection
  return error.status >= 500 || error.status === 429 || throttlingCodes.has(error.code);
}

interface Call {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  /** Reads the error code the way the service's protocol places it. */
  readonly errorCode: (response: HttpResponse, data: unknown) => string | undefined;
}

function parseBody(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function caller(api: AwsApi) {
  const endpoint = new URL(settings[api.endpointVariable] ?? `https://${api.hostPrefix}.${settings.AWS_REGION}.amazonaws.com`);
  const signer = new SignatureV4({ credentials, region: settings.AWS_REGION, service: api.signingName, sha256: Sha256 });
  const transport = new NodeHttpHandler({ connectionTimeout: api.budget.attemptTimeoutMs, requestTimeout: api.budget.attemptTimeoutMs });

  async function attempt(call: Call): Promise<unknown> {
    const basePath = endpoint.pathname.replace(/\/$/, '');
    const body = JSON.stringify(call.body);
    const request = new HttpRequest({
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      path: `${basePath}${call.path}`,
      // Signed with the body's length, as the SDK's clients sign theirs.
      headers: { host: endpoint.host, 'content-length': String(Buffer.byteLength(body)), ...call.headers },
      body,
    });
    const { response } = await transport.handle((await signer.sign(request)) as HttpRequest);
    const data = parseBody(Buffer.from(await streamCollector(response.body)).toString('utf8'));
    if (response.statusCode < 300) return data;
    const code = call.errorCode(response, data) ?? `Http${response.statusCode}`;
    const message = typeof data.message === 'string' ? data.message : typeof data.Message === 'string' ? data.Message : code;
    throw new AwsServiceError(code, message, response.statusCode);
  }

  /** Sends the call within the service's budget: each attempt timed out, retried only when retrying can help. */
  return async function send(call: Call): Promise<unknown> {
    for (let attemptNumber = 1; ; attemptNumber++) {
      try {
        return await attempt(call);
      } catch (error) {
        if (attemptNumber >= api.budget.maxAttempts || !isRetryable(error)) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs(api.budget, attemptNumber)));
    }
  };
}

/** An AWS JSON 1.1 API (Secrets Manager, Cognito, KMS): `POST /` with the operation in `X-Amz-Target`. */
export function jsonRpcApi(api: AwsApi & { readonly targetPrefix: string }) {
  const send = caller(api);
  return (operation: string, input: object): Promise<unknown> =>
    send({
      path: '/',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${api.targetPrefix}.${operation}` },
      body: input,
      errorCode: (response, data) => loadJsonRpcErrorCode(response, data),
    });
}

/** An AWS REST JSON API (SES v2): `POST` to the operation's path. */
export function restJsonApi(api: AwsApi) {
  const send = caller(api);
  return (path: string, input: object): Promise<unknown> =>
    send({
      path,
      headers: { 'content-type': 'application/json' },
      body: input,
      errorCode: (response, data) => loadRestJsonErrorCode(response, data),
    });
}
