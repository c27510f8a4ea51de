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
