import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { authenticatorCode } from '@sunward/emulators/cognito-challenges';

const STEP_MS = 30_000;

/**
 * The admin's next authenticator code, for scripted sign-ins (decision 036). Cognito takes a
 * code of the current 30-second step or the next, and never one of a step it took already, so
 * the journeys note in `ledgerFile` the last step they used (files may run in other processes)
 * and type the first step after it. When both steps the server takes are spent, this waits until
 * the authenticator's next code is due, as a person would.
 */
export async function nextAdminCode(secret: string, ledgerFile: string): Promise<string> {
  const lastUsed = existsSync(ledgerFile) ? Number(readFileSync(ledgerFile, 'utf8')) : Number.NEGATIVE_INFINITY;
  while (Math.floor(Date.now() / STEP_MS) + 1 <= lastUsed) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 50));
  }
  const step = Math.max(Math.floor(Date.now() / STEP_MS), lastUsed + 1);
  writeFileSync(ledgerFile, String(step));
  return authenticatorCode(secret, new Date(step * STEP_MS + 1_000));
}
