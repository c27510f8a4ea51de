import { createServer, request as forward, type Server } from 'node:http';
import sesLocalModule from 'aws-ses-v2-local';
import { freePort, listenOnFreePort } from './ports';

// The package is CommonJS with an `__esModule` default; under Node's ESM loader it arrives wrapped.
type StartSes = typeof sesLocalModule;
const startSesServer: StartSes =
  typeof sesLocalModule === 'function' ? sesLocalModule : (sesLocalModule as unknown as { default: StartSes }).default;

export interface RunningSes {
  endpoint: string;
  /**
   * While on, every send answers 503 ServiceUnavailable, as SES does in an outage; the mails
   * already captured stay readable.
   */
  setOutage: (on: boolean) => void;
  stop: () => Promise<void>;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * aws-ses-v2-local: answers SES v1 and v2 SendEmail and keeps the mails in memory. A small proxy
 * in front of it can play an SES outage for the tests of what happens then.
 */
export async function startSesLocal(): Promise<RunningSes> {
  const port = await freePort();
  const ses: Server = await startSesServer({ host: '127.0.0.1', port });
  // It fails silently on a busy port: make sure it really listens where we asked.
  const address = ses.address();
  if (!address || typeof address === 'string' || address.port !== port) {
    throw new Error(`The SES emulator could not listen on port ${port}.`);
  }

  let outage = false;
  const gate = createServer((incoming, answer) => {
    if (outage && incoming.method === 'POST') {
      incoming.resume();
      answer.writeHead(503, { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailable' });
      answer.end(JSON.stringify({ message: 'Service Unavailable' }));
      return;
    }
    const upstream = forward(
      { host: '127.0.0.1', port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  const gatePort = await listenOnFreePort(gate);

  return {
    endpoint: `http://127.0.0.1:${gatePort}`,
    setOutage: (on) => {
      outage = on;
    },
    stop: async () => {
      gate.closeAllConnections();
      await Promise.all([closeServer(gate), closeServer(ses)]);
    },
  };
}
