import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local stand-in for the KMS key codes are sealed with in their mails (decision 038): 32
 * random bytes made once under the data folder and kept, so a mail queued before a restart still
 * opens after it. Given to the handlers as `LOCAL_CODE_KEY`; AWS never sees it.
 */
export function localCodeKey(dataDir: string): string {
  const file = join(dataDir, 'code-key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (Buffer.from(existing, 'base64').length === 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
