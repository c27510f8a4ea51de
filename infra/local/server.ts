import { type IncomingMessage, type RequestListener, type Server, type ServerResponse, createServer } from 'node:http';
import { localOriginHeaders } from '@sunward/emulators/local-aws';
import { listCapturedMail, localMailJsonPath, renderInbox } from '@sunward/emulators/mail-inbox';
import { type StripeStub, stripeStubPath } from '@sunward/emulators/stripe-stub';
import { securityHeaderValues } from '../lib/security-headers';
import { invokeApi } from './api-router';
import { createStaticSite } from './static-site';

/** API Gateway's own payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface LocalServerOptions {
  webDistDir: string;
  sesEndpoint: string;
  /** Answers `/_local/stripe/...` (ADR 008). */
  stripeStub?: StripeStub;
  /**
   * Runs the minute job at a given instant (`POST /_local/timed-work`, `{ "at": ISO }`): the holds
   * due, then the timed work due. A journey sees a charge a month ahead, a reminder weeks ahead, or a
   * hold lapse and its seats offered to the waitlist, without waiting for it.
   */
  runTimedWork?: (at: Date) => Promise<{ done: number; failed: number; holdsExpired?: number }>;
  /**
   * Called once a timed-work run or an `/api` call other than a GET has been handled: it may have
   * written mail to the outbox.
   */
  afterWrites?: () => void;
  log?: (line: string) => void;
}

class RequestTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_REQUEST_BYTES) throw new RequestTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The local stand-in for CloudFront + S3 + API Gateway: `/api/*` goes to the route table's
 * handlers, everything else to the web build, and every answer carries the same security
 * headers as in AWS. `/_local/*` exists only here.
 */
export function createLocalSite(options: LocalServerOptions): RequestListener {
  const serveStatic = createStaticSite(options.webDistDir);
  const securityHeaders = securityHeaderValues();
  const log = options.log ?? (() => undefined);

  function send(response: ServerResponse, status: number, headers: Record<string, string | string[]>, body: Buffer | string) {
    response.writeHead(status, { ...securityHeaders, ...headers });
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const path = url.pathname;

    if (path === localMailJsonPath) {
      const mails = await listCapturedMail(options.sesEndpoint);
      return send(response, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, JSON.stringify(mails));
    }
    if (path === '/_local/mail') {
      const mails = await listCapturedMail(options.sesEndpoint);
      return send(response, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, renderInbox(mails));
    }

    if (options.runTimedWork && path === '/_local/timed-work' && method === 'POST') {
      const { at } = JSON.parse((await readBody(request)).toString('utf8') || '{}') as { at?: unknown };
      const instant = typeof at === 'string' ? new Date(at) : new Date(Number.NaN);
      if (Number.isNaN(instant.getTime())) return send(response, 400, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Give "at" as an ISO time' }));
      const result = await options.runTimedWork(instant);
      options.afterWrites?.();
      log(`Timed work run at ${instant.toISOString()}: ${result.done} done, ${result.failed} failed`);
      return send(response, 200, { 'content-type': 'application/json', 'cache-control': 'no-store' }, JSON.stringify(result));
    }

    if (options.stripeStub && path.startsWith(`${stripeStubPath}/`)) {
      const body = await readBody(request);
      await options.stripeStub.handle(request, response, path.slice(stripeStubPath.length), body.toString('utf8'));
      return;
    }

    if (path === '/api' || path.startsWith('/api/')) {
      const startedAt = performance.now();
      let body: Buffer;
      try {
        body = await readBody(request);
      } catch (error) {
        if (!(error instanceof RequestTooLarge)) throw error;
        return send(response, 413, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Request Entity Too Large' }));
      }
      const result = await invokeApi({
        method,
        path,
        rawQueryString: url.search.slice(1),
        // As CloudFront does: its origin header and its viewer address (decision 037) replace any
        // a viewer sent under those names, so no client chooses the address its holds count under.
        headers: {
          ...request.headers,
          ...localOriginHeaders,
          'cloudfront-viewer-address': `${request.socket.remoteAddress ?? '127.0.0.1'}:${request.socket.remotePort ?? 0}`,
        },
        body,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      });
      if (method !== 'GET' && method !== 'HEAD') options.afterWrites?.();
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
      if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
      const status = result.statusCode ?? 200;
      const payload = result.body ?? '';
      send(response, status, headers, result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
      log(`${method} ${path} ${status} ${Math.round(performance.now() - startedAt)}ms`);
      return;
    }

    if (method !== 'GET' && method !== 'HEAD') {
      return send(response, 405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }, 'Method not allowed');
    }
    const file = await serveStatic(path, String(request.headers['accept-encoding'] ?? ''), url.search);
    send(response, file.status, file.headers, method === 'HEAD' ? '' : file.body);
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) {
        send(response, 500, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Internal Server Error' }));
      } else {
        response.end();
      }
    });
  };
}

export function createLocalServer(options: LocalServerOptions): Server {
  return createServer(createLocalSite(options));
}
