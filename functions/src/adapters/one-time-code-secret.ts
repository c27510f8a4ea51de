import { createHmac } from 'node:crypto';
import * as z from 'zod/mini';
import { readOneTimeCodeSettings } from '../settings/one-time-codes';
import { secretString } from './secret-value';

/**
 * The server secret one-time codes are stored under: a code is kept only as its HMAC-SHA256, so a
 * leaked table cannot be brute-forced offline (a million codes) without the secret too (decision
 * 013). The secret comes from Secrets Manager (`ONE_TIME_CODE_SECRET_NAME`) in AWS, from the environment
 * locally; it never leaves this module.
 */
const settings = readOneTimeCodeSettings();

const Secret = z.string().check(z.minLength(32));

async function currentSecret(): Promise<string> {
  if (settings.ONE_TIME_CODE_SECRET_NAME) return Secret.parse(await secretString(settings.ONE_TIME_CODE_SECRET_NAME));
  return Secret.parse(settings.ONE_TIME_CODE_SECRET);
}

/** The code as stored: HMAC-SHA256 over the address and the code, so a digest fits one address only. */
export async function codeDigest(email: string, code: string): Promise<Buffer> {
  return createHmac('sha256', await currentSecret())
    .update(`${email}\n${code}`)
    .digest();
}
