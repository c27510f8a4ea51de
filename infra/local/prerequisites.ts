import { spawnSync } from 'node:child_process';
import { type RequestListener, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loopback } from '@sunward/emulators/ports';

/** A missing prerequisite, told in one sentence a person can act on. */
export class PrerequisiteError extends Error {}

export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new PrerequisiteError(
      'Java 17 or newer is needed to run DynamoDB Local, and no `java` was found: install it (for example `apt-get install openjdk-17-jre-headless` or `brew install openjdk@17`) and run npm start again.',
    );
  }
  const major = Number(/version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? 0);
  if (major < 17) {
    throw new PrerequisiteError(`Java 17 or newer is needed to run DynamoDB Local, but \`java\` is version ${major}: install a newer Java and run npm start again.`);
  }
}

export interface ClaimedPort {
  server: Server;
  /** The port listened on: `PORT` itself, or the one the OS picked for `PORT=0`. */
  port: number;
  /** Hands the requests to the site once the stack is up; until then each gets a 503. */
  serve: (site: RequestListener) => void;
}

/**
 * Listens on `port` before anything else starts, so the port is this stack's from the first
 * moment: a check that only found it free would leave the build and the emulators' start (tens of
 * seconds) for another process to take it. `PORT=0` lets the OS pick one; the stack prints it.
 */
export async function claimPort(port: number): Promise<ClaimedPort> {
  let site: RequestListener = (_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    response.end('Sunward Group Travel is still starting; try again in a few seconds.');
  };
  const server = createServer((request, response) => site(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PrerequisiteError(`Port ${port} is already in use: stop whatever is using it, or start on another port with PORT=${port + 1} npm start.`)
          : error,
      ),
    );
    // Loopback only: the stack holds a local admin and test payments, and is not hardened for a network.
    server.listen(port, loopback, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port, serve: (next) => (site = next) };
}
