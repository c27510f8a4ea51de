import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnFreePort } from '../src/ports';
import { PortTaken, startOnFreePort, waitUntilServing } from '../src/processes';

let taken: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (taken ? taken.close(resolve) : resolve(undefined)));
  taken = undefined;
});

/** A port another process has already bound. */
async function takenPort(): Promise<number> {
  taken = createServer();
  return listenOnFreePort(taken);
}

/** A child that listens on `port` as an emulator would, and says so once it does. */
function emulatorOn(port: number) {
  const child = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.error('listening'))`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let listening = false;
  child.stderr.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('listening')) listening = true;
  });
  return { child, serving: () => (listening ? Promise.resolve() : Promise.reject(new Error('not listening yet'))) };
}

describe('starting an emulator on a free port', () => {
  it('stops waiting as soon as the emulator exits because its port was taken', async () => {
    const port = await takenPort();

    const { child, serving } = emulatorOn(port);
    const waiting = waitUntilServing('the emulator', child, serving);

    // Within the test's 5 s: polling alone would go on for two minutes.
    await expect(waiting).rejects.toThrow(PortTaken);
    await expect(waiting).rejects.toThrow(/^the emulator exited with code 1: .*EADDRINUSE/s);
  });

  it('starts again on another port when the first one was taken', async () => {
    const port = await takenPort();
    const tried: number[] = [];

    const served = await startOnFreePort(async (free) => {
      const attempt = tried.length === 0 ? port : free;
      tried.push(attempt);
      const { child, serving } = emulatorOn(attempt);
      await waitUntilServing('the emulator', child, serving);
      child.kill();
      return attempt;
    });

    expect(tried).toHaveLength(2);
    expect(served).not.toBe(port);
  });

  it('does not try again after any other failure', async () => {
    let tries = 0;
    await expect(
      startOnFreePort(() => {
        tries += 1;
        return Promise.reject(new Error('no Java'));
      }),
    ).rejects.toThrow('no Java');
    expect(tries).toBe(1);
  });
});
