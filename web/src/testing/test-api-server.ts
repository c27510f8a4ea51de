import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}
