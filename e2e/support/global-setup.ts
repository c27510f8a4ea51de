import type { TestProject } from 'vitest/node';
import { startLocalStack } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
  }
}

/**
 * One `npm start` for every browser journey: building the site and starting the emulators once
 * keeps the suite fast on a small machine. Stopping it with Ctrl-C must end with exit code 0.
 */
export async function setup(project: TestProject) {
  const stack = await startLocalStack();
  project.provide('stackUrl', stack.url);
  return async () => {
    const code = await stack.stop();
    if (code !== 0) throw new Error(`The local stack exited with ${code} after Ctrl-C instead of 0`);
  };
}
