import type { ChildProcess } from 'node:child_process';
import { waitFor } from './ports';

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
 * Waits until an emulator child process answers `check`. If it exits first, the error carries
 * what it wrote to stderr; on any failure the child is stopped, so nothing is left running.
 */
export async function waitUntilServing(name: string, child: ChildProcess, check: () => Promise<unknown>): Promise<void> {
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitFor(name, async () => {
      if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}: ${output.trim()}`);
      await check();
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
