import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient, putLocalAdmin, type RunningCognito, startCognitoLocal } from '@sunward/emulators/cognito-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAuthenticator } from '../scripts/admin-authenticator';

/** `npm run admin:reset-mfa`'s call, against the local pool and its challenge layer (Cognito's API). */
describe('removeAuthenticator', () => {
  let dir: string;
  let cognito: RunningCognito;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sunward-reset-mfa-'));
    cognito = await startCognitoLocal(join(dir, 'cognito'));
  });
  afterAll(async () => {
    await cognito.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function nextChallenge(username: string): Promise<string | undefined> {
    const client = localCognitoClient(cognito.endpoint);
    try {
      const answer = await client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: cognito.userPoolId,
          ClientId: cognito.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: 'Lost-Phone-Pass-1' },
        }),
      );
      return answer.ChallengeName;
    } finally {
      client.destroy();
    }
  }

  it('makes the next sign-in set up a new authenticator', async () => {
    await putLocalAdmin(cognito, 'lost-phone', 'Lost-Phone-Pass-1');
    cognito.registerSoftwareToken('lost-phone', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(await nextChallenge('lost-phone')).toBe('SOFTWARE_TOKEN_MFA');

    const client = localCognitoClient(cognito.endpoint);
    try {
      await removeAuthenticator(client, cognito.userPoolId, 'lost-phone');
    } finally {
      client.destroy();
    }

    expect(await nextChallenge('lost-phone')).toBe('MFA_SETUP');
  });

  it('names an admin the pool does not have', async () => {
    const client = localCognitoClient(cognito.endpoint);
    try {
      await expect(removeAuthenticator(client, cognito.userPoolId, 'nobody')).rejects.toThrow(`There is no admin nobody in ${cognito.userPoolId}.`);
    } finally {
      client.destroy();
    }
  });
});
