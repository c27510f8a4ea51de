import { randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { putLocalAdmin, type RunningCognito } from '@sunward/emulators/cognito-local';
import { adminPasswordPolicy } from '@sunward/shared/rules/admin-password-policy';

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!#%+-=?@^_';

const pick = (chars: string) => chars.charAt(randomInt(chars.length));

/** A random password that meets the admin password policy: one of each kind, then any, shuffled. */
export function generateAdminPassword(length = Math.max(20, adminPasswordPolicy.minLength)): string {
  const all = lower + upper + digits + symbols;
  const chars = [pick(lower), pick(upper), pick(digits), pick(symbols)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

interface Marker {
  userPoolId: string;
  username: string;
}

function readMarker(file: string): Marker | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Marker;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A base32 secret as authenticator apps take it: at least 16 characters (80 bits). */
const base32Secret = /^[A-Z2-7]{16,}=*$/;

/**
 * The local admin. With `ADMIN_USERNAME` and `ADMIN_PASSWORD` both set, that user is created or
 * given that password on every start, and with `ADMIN_TOTP_SECRET` (base32) beside them, its
 * authenticator is registered with that secret, so a script signs in with the password and then
 * the RFC 6238 code of the secret (decision 036). Otherwise, the first start of a pool creates
 * `admin` with a generated password and answers it to be printed once; a marker under the data
 * folder (no password in it) keeps later starts from making or printing another. Without a known
 * secret, the first sign-in sets up an authenticator app.
 */
export async function ensureLocalAdmin(
  cognito: Pick<RunningCognito, 'endpoint' | 'userPoolId' | 'registerSoftwareToken'>,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ username: string; generatedPassword?: string; fromEnvironment: boolean; totpFromEnvironment?: true } | undefined> {
  const markerFile = join(dataDir, 'admin-created.json');
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = env;
  const totpSecret = env.ADMIN_TOTP_SECRET?.replace(/\s+/g, '').toUpperCase();
  if (totpSecret !== undefined && totpSecret !== '' && !base32Secret.test(totpSecret)) {
    throw new Error('ADMIN_TOTP_SECRET must be a base32 secret (letters A–Z and digits 2–7) of at least 16 characters.');
  }
  if (username && password) {
    await putLocalAdmin(cognito, username, password);
    writeFileSync(markerFile, `${JSON.stringify({ userPoolId: cognito.userPoolId, username } satisfies Marker)}\n`);
    if (!totpSecret) return { username, fromEnvironment: true };
    cognito.registerSoftwareToken(username, totpSecret);
    return { username, fromEnvironment: true, totpFromEnvironment: true };
  }
  if (totpSecret) throw new Error('ADMIN_TOTP_SECRET needs ADMIN_USERNAME and ADMIN_PASSWORD beside it.');
  if (readMarker(markerFile)?.userPoolId === cognito.userPoolId) return undefined;
  const generatedPassword = generateAdminPassword();
  await putLocalAdmin(cognito, 'admin', generatedPassword);
  writeFileSync(markerFile, `${JSON.stringify({ userPoolId: cognito.userPoolId, username: 'admin' } satisfies Marker)}\n`);
  return { username: 'admin', generatedPassword, fromEnvironment: false };
}
