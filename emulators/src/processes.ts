import type { ChildProcess } from 'node:child_process';
import { freePort, waitFor } from './ports';

/** Stops a child process: SIGTERM, then SIGKILL if it has not gone within a few seconds. */
export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * An emulator's process exited before it served because its port was taken: `freePort` found the
 * port free, and another process bound it while the emulator was still starting.
 */
export class PortTaken extends Error {}

/** What Node (`EADDRINUSE`) and Java (`BindException`) write when the port is taken. */
const portTakenOutput = /EADDRINUSE|BindException|Address already in use/;

/**
 * Waits until an emulator child process answers `check`. If it exits first, it stops waiting at
 * once, with an error that carries what the child wrote to stderr (`PortTaken` when its port was
 * taken); on any failure the child is stopped, so nothing is left running.
 */
export async function waitUntilServing(name: string, child: ChildProcess, check: () => Promise<unknown>): Promise<void> {
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = () => {
    if (child.exitCode === null && child.signalCode === null) return undefined;
    const message = `${name} exited with code ${child.exitCode ?? child.signalCode}: ${output.trim()}`;
    return portTakenOutput.test(output) ? new PortTaken(message) : new Error(message);
  };
  try {
    await waitFor(name, check, { giveUp: exited });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/**
 * Starts an emulator on a port `freePort` finds, and once more on another when another process
 * took that port before the emulator listened (`PortTaken`): DynamoDB Local's JVM takes seconds
 * to bind, and processes of the test run pick ports at the same time.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= attempts) throw error;
    }
  }
}
