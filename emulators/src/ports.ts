import { type Server, createServer } from 'node:net';

/** Where the local stack and its emulators listen: this machine only, never the network around it. */
export const loopback = '127.0.0.1';

/** A port the OS says is free right now, for an emulator that only this process talks to. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, loopback, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/**
 * Listens on a port the OS picks and answers it: for a server of this process, which then holds
 * the port from the start (`freePort` is for the emulators that must be told a port).
 */
export function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, loopback, () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('No port'));
    });
  });
}

/**
 * Polls until `check` succeeds, for emulators that take a moment to listen; stops at once with
 * the error `giveUp` answers (e.g. the emulator's process has exited). DynamoDB Local's JVM
 * alone takes over 30 s to start on a two-core machine whose cores other work keeps busy.
 */
export async function waitFor(
  what: string,
  check: () => Promise<unknown>,
  { timeoutMs = 120_000, giveUp = () => undefined }: { timeoutMs?: number; giveUp?: () => Error | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const fatal = giveUp();
    if (fatal) throw fatal;
    try {
      await check();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s: ${String(lastError)}`);
}
