import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
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

  async function signsIn(username: string, password: string): Promise<boolean> {
    const client = localCognitoClient(cognito.endpoint);
    try {
      const result = await client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: cognito.userPoolId,
          ClientId: cognito.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      return result.AuthenticationResult !== undefined;
    } catch {
      return false;
    } finally {
      client.destroy();
    }
  }

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
});
