import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { addJourneyDepartures } from './journey-departures';
import { startLocalStack } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    admin: { username: string; password: string };
  }
}

/**
 * One `npm start` for every browser journey: building the site and starting the emulators once
 * keeps the suite fast on a small machine. Stopping it with Ctrl-C must end with exit code 0.
 * The admin is configured as a developer would (`ADMIN_USERNAME`/`ADMIN_PASSWORD`), with a
 * password of this run's own.
 */
export async function setup(project: TestProject) {
  const admin = { username: 'operator', password: `Sunward-${randomBytes(9).toString('base64url')}-7a!` };
  const stack = await startLocalStack({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
  try {
    await addJourneyDepartures(stack.url, admin);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide('stackUrl', stack.url);
  project.provide('admin', admin);
  return async () => {
    const code = await stack.stop();
    if (code !== 0) throw new Error(`The local stack exited with ${code} after Ctrl-C instead of 0`);
  };
}
