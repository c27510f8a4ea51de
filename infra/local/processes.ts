import type { ChildProcess } from 'node:child_process';

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
