import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildStack {
  url: string;
  /** Sends Ctrl-C, as a person would, and answers the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts `npm start`'s program in a child process on a port the OS picks with a data folder of its own,
 * and waits until it says where it serves: for the browser tests and the benchmarks. `env` adds
 * to the environment as a developer's shell would (e.g. `ADMIN_USERNAME`); `args` as on the
 * command line (e.g. `--no-build`). The data folder goes when it stops.
 */
export async function startChildStack(options: {
  dataDirPrefix: string;
  env?: Record<string, string>;
  args?: string[];
  /** Build the web app into the data folder, so a developer's web/dist (and a running `npm start`) is left alone. */
  ownWebBuild?: true;
}): Promise<ChildStack> {
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', ...(options.args ?? [])], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...options.env,
      // The child listens on a port the OS picks before it builds or starts anything, and says which.
      PORT: '0',
      DATA_DIR: dataDir,
      ...(options.ownWebBuild ? { WEB_DIST_DIR: join(dataDir, 'web-dist') } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
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
