import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@sunward/emulators/ports';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface LocalStack {
  url: string;
  /** Sends Ctrl-C, as a person would, and answers the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts `npm start`'s program on a free port with its own data folder, and waits until it serves.
 * `env` adds to the environment, as a developer's shell would (e.g. `ADMIN_USERNAME`).
 */
export async function startLocalStack(env: Record<string, string> = {}): Promise<LocalStack> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sunward-e2e-'));
  // Its own build folder, so a developer's web/dist (and a running `npm start`) is left alone.
  const webDistDir = join(dataDir, 'web-dist');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The local stack exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    stop: async () => {
      child.kill('SIGINT');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
