import type { Server } from 'node:http';
import sesLocalModule from 'aws-ses-v2-local';
import { freePort } from './ports';

// The package is CommonJS with an `__esModule` default; under Node's ESM loader it arrives wrapped.
type StartSes = typeof sesLocalModule;
const startSesServer: StartSes =
  typeof sesLocalModule === 'function' ? sesLocalModule : (sesLocalModule as unknown as { default: StartSes }).default;

export interface RunningSes {
  endpoint: string;
  stop: () => Promise<void>;
}

/** aws-ses-v2-local: answers SES v1 and v2 SendEmail and keeps the mails in memory. */
export async function startSesLocal(): Promise<RunningSes> {
  const port = await freePort();
  const server: Server = await startSesServer({ host: '127.0.0.1', port });
  // It fails silently on a busy port: make sure it really listens where we asked.
  const address = server.address();
  if (!address || typeof address === 'string' || address.port !== port) {
    throw new Error(`The SES emulator could not listen on port ${port}.`);
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
