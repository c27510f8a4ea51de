import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminInitiateAuthCommand, AdminRespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { authenticatorCode } from '@sunward/emulators/cognito-challenges';
import { localCognitoClient, type RunningCognito, startCognitoLocal } from '@sunward/emulators/cognito-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLocalAdmin, generateAdminPassword } from '../../local/local-admin';

describe('generateAdminPassword', () => {
  it.each(Array.from({ length: 20 }, (_, i) => i))('meets the admin password policy (draw %i)', () => {
    const password = generateAdminPassword();
    expect(password).toHaveLength(20);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^a-zA-Z\d]/);
  });
});

describe('ensureLocalAdmin', () => {
  let dir: string;
  let cognito: RunningCognito;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sunward-local-admin-'));
    cognito = await startCognitoLocal(join(dir, 'cognito'));
  });
  afterAll(async () => {
    await cognito.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Cognito's next step after this password (the second factor, never tokens), or undefined when it refuses it. */
  async function afterPassword(username: string, password: string) {
    const client = localCognitoClient(cognito.endpoint);
    try {
      return await client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: cognito.userPoolId,
          ClientId: cognito.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
    } catch {
      return undefined;
    } finally {
      client.destroy();
    }
  }

  const signsIn = async (username: string, password: string) => (await afterPassword(username, password))?.Session !== undefined;

  it('creates admin with a generated password once, then never again; takes ADMIN_USERNAME/ADMIN_PASSWORD on every start', async () => {
    const first = await ensureLocalAdmin(cognito, join(dir, 'cognito'), {});
    const second = await ensureLocalAdmin(cognito, join(dir, 'cognito'), {});

    expect(first?.username).toBe('admin');
    expect(await signsIn('admin', first?.generatedPassword ?? '')).toBe(true);
    expect(second).toBeUndefined();

    const chosen = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Chosen-Local-Pass-1' };
    expect(await ensureLocalAdmin(cognito, join(dir, 'cognito'), chosen)).toEqual({ username: 'admin', fromEnvironment: true });
    expect(await ensureLocalAdmin(cognito, join(dir, 'cognito'), { ...chosen, ADMIN_PASSWORD: 'Chosen-Local-Pass-2' })).toEqual({
      username: 'admin',
      fromEnvironment: true,
    });
    expect(await signsIn('admin', 'Chosen-Local-Pass-2')).toBe(true);
    expect(await signsIn('admin', 'Chosen-Local-Pass-1')).toBe(false);
  });

  it('registers the authenticator with ADMIN_TOTP_SECRET, so the password and that secret’s RFC 6238 code sign in', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const env = { ADMIN_USERNAME: 'scripted', ADMIN_PASSWORD: 'Scripted-Local-Pass-1', ADMIN_TOTP_SECRET: secret };

    expect(await ensureLocalAdmin(cognito, join(dir, 'cognito'), env)).toEqual({ username: 'scripted', fromEnvironment: true, totpFromEnvironment: true });

    const challenge = await afterPassword('scripted', 'Scripted-Local-Pass-1');
    expect(challenge?.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const client = localCognitoClient(cognito.endpoint);
    try {
      const signedIn = await client.send(
        new AdminRespondToAuthChallengeCommand({
          UserPoolId: cognito.userPoolId,
          ClientId: cognito.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenge?.Session,
          ChallengeResponses: { USERNAME: 'scripted', SOFTWARE_TOKEN_MFA_CODE: await authenticatorCode(secret) },
        }),
      );
      expect(signedIn.AuthenticationResult).toBeDefined();
    } finally {
      client.destroy();
    }
  });

  it('refuses an ADMIN_TOTP_SECRET that is not base32, or without the username and password', async () => {
    await expect(ensureLocalAdmin(cognito, join(dir, 'cognito'), { ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'Scripted-Local-Pass-1', ADMIN_TOTP_SECRET: 'not-base32!' })).rejects.toThrow(
      /ADMIN_TOTP_SECRET must be a base32 secret/,
    );
    await expect(ensureLocalAdmin(cognito, join(dir, 'cognito'), { ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).rejects.toThrow(/needs ADMIN_USERNAME and ADMIN_PASSWORD/);
  });
});
