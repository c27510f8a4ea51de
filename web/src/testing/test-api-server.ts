import { localStripePath } from '@sunward/shared/local-stripe-path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export interface TestApiServer {
  url: string;
  close: () => Promise<void>;
}

/** A real HTTP server on a free port, answering with `handle`: components fetch from it as from the API. */
export async function startTestApiServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
): Promise<TestApiServer> {
  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Points the document's base URL at `url`, as the page's own origin is in a browser: the API
 * client resolves `/api/...` against `document.baseURI`. Returns the undo.
 */
export function setDocumentBase(url: string): () => void {
  const base = document.createElement('base');
  base.href = url;
  document.head.prepend(base);
  return () => base.remove();
}

/** The body a component sent, as text (e.g. a form for the Stripe stub). */
export async function readTextBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON body a component sent. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  return JSON.parse(await readTextBody(request));
}

/** A call as a test records it: `METHOD path`, and its body (form-encoded for the local Stripe stub, JSON for the API). */
export interface RecordedCall {
  route: string;
  path: string;
  body: unknown;
}

/** Reads one call to the test server: a page's call to the API, or its card form's call to the local Stripe stub. */
export async function readCall(request: IncomingMessage): Promise<RecordedCall> {
  const path = request.url ?? '';
  const text = await readTextBody(request);
  const body: unknown = text === '' ? undefined : path.startsWith(localStripePath) ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
  return { route: `${request.method} ${path}`, path, body };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A test API server for the whole test file: started before its tests, the document pointed at
 * it for each test, closed after. Answers the requests each test made, in order.
 */
export function useTestApiServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
): { readonly requests: string[] } {
  const requests: string[] = [];
  let server: TestApiServer | undefined;
  let undoBase: () => void = () => undefined;
  beforeAll(async () => {
    server = await startTestApiServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      return handle(request, response);
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    requests.length = 0;
    if (!server) throw new Error('The test API server did not start');
    undoBase = setDocumentBase(server.url);
  });
  afterEach(() => {
    undoBase();
  });
  return { requests };
}

/** `GET /api/config` as the local stack answers it: the local test-card form. */
export const localCardConfig = { payments: { form: 'local-test-card', publishableKey: 'pk_test_local' } } as const;

/**
 * Answers the GETs a booking screen makes before it books: a trip of `trips` by its id
 * (`/api/packages/<id>`), the local test-card config, and a 404 for anything else.
 */
export function answerTripOrConfig(response: ServerResponse, path: string, trips: readonly { id: string }[]): void {
  const trip = trips.find((candidate) => `/api/packages/${candidate.id}` === path);
  if (trip) return sendJson(response, 200, trip);
  if (path === '/api/config') return sendJson(response, 200, localCardConfig);
  sendJson(response, 404, { message: 'Not found' });
}

/**
 * A test API server that records every call the page makes (`calls`, emptied before each test)
 * and answers `GET /api/config` with the local test-card form; `answer` answers the others.
 */
export function useRecordingApiServer(answer: (call: RecordedCall, response: ServerResponse) => void | Promise<void>): { readonly calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  useTestApiServer(async (request, response) => {
    const call = await readCall(request);
    calls.push(call);
    if (call.route === 'GET /api/config') return sendJson(response, 200, localCardConfig);
    return answer(call, response);
  });
  beforeEach(() => {
    calls.length = 0;
  });
  return { calls };
}

/** The one call a form test answers, and what the page sent it. */
export interface PostEndpoint {
  /** The JSON bodies received in the current test, in order. */
  readonly bodies: unknown[];
  /** How the next call is answered; the test sets it. */
  answer: (response: ServerResponse) => void;
}

/**
 * A test API server for a form that makes one call, `POST path`: it keeps each body and answers
 * as the test says; any other request is a 404. The bodies start empty in every test.
 */
export function usePostEndpoint(path: string): PostEndpoint {
  const endpoint: PostEndpoint = {
    bodies: [],
    answer: (response) => sendJson(response, 500, { message: 'The test gave no answer' }),
  };
  useTestApiServer(async (request, response) => {
    if (request.method === 'POST' && request.url === path) {
      endpoint.bodies.push(await readJsonBody(request));
      return endpoint.answer(response);
    }
    sendJson(response, 404, { message: 'Not found' });
  });
  beforeEach(() => {
    endpoint.bodies.length = 0;
  });
  return endpoint;
}
