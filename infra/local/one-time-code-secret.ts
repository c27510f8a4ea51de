import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local stand-in for the code secret CDK generates in Secrets Manager (decision 013): made
 * once under the data folder and kept, so codes mailed before a restart still work after it.
 */
export function localOneTimeCodeSecret(dataDir: string): string {
  const file = join(dataDir, 'one-time-code-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
