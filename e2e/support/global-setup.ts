import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newAuthenticatorSecret } from '@sunward/emulators/cognito-challenges';
import type { TestProject } from 'vitest/node';
import { addJourneyDepartures } from './journey-departures';
import { startLocalStack } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    /** The admin, its authenticator's secret, and the file noting the last code step the journeys used. */
    admin: { username: string; password: string; totpSecret: string; codeLedger: string };
  }
}

/**
 * One `npm start` for every browser journey: building the site and starting the emulators once
 * keeps the suite fast on a small machine. Stopping it with Ctrl-C must end with exit code 0.
 * The admin is configured as a developer would (`ADMIN_USERNAME`/`ADMIN_PASSWORD`, and
 * `ADMIN_TOTP_SECRET` for the second factor), with a password and a secret of this run's own.
 */
export async function setup(project: TestProject) {
  const ledgerDir = mkdtempSync(join(tmpdir(), 'sunward-e2e-codes-'));
  const admin = {
    username: 'operator',
    password: `Sunward-${randomBytes(9).toString('base64url')}-7a!`,
    totpSecret: newAuthenticatorSecret(),
    codeLedger: join(ledgerDir, 'last-code-step'),
  };
  const stack = await startLocalStack({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, ADMIN_TOTP_SECRET: admin.totpSecret });
  try {
    await addJourneyDepartures(stack.url, admin);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide('stackUrl', stack.url);
  project.provide('admin', admin);
  return async () => {
    rmSync(ledgerDir, { recursive: true, force: true });
    const code = await stack.stop();
    if (code !== 0) throw new Error(`The local stack exited with ${code} after Ctrl-C instead of 0`);
  };
}
