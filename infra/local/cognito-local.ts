import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localClientConfig } from '@sunward/emulators/local-aws';
import { freePort } from '@sunward/emulators/ports';
import { stopChild, waitUntilServing } from '@sunward/emulators/processes';
import { adminPasswordPolicy } from '../lib/admin-password-policy';

export interface RunningCognito {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  stop: () => Promise<void>;
}

interface PoolIds {
  userPoolId: string;
  clientId: string;
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient(localClientConfig(endpoint));
}

/**
 * cognito-local keeps its data in `.cognito/` under its working directory, so it runs as a child
 * process inside `dataDir`. The user pool and app client are made on first start, as CDK makes
 * them in AWS (no self sign-up, server-side password auth), and their ids kept beside the data.
 */
export async function startCognitoLocal(dataDir: string): Promise<RunningCognito> {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const entry = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localCognitoClient(endpoint);
  try {
    await waitUntilServing('cognito-local', child, () => client.send(new ListUserPoolsCommand({ MaxResults: 1 })));
    const ids = await ensureUserPool(client, join(dataDir, 'pool.json'));
    return { endpoint, ...ids, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    client.destroy();
  }
}

async function ensureUserPool(client: CognitoIdentityProviderClient, idsFile: string): Promise<PoolIds> {
  if (existsSync(idsFile)) return JSON.parse(readFileSync(idsFile, 'utf8')) as PoolIds;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'sunward-admins',
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: adminPasswordPolicy.minLength,
          RequireLowercase: adminPasswordPolicy.requireLowercase,
          RequireUppercase: adminPasswordPolicy.requireUppercase,
          RequireNumbers: adminPasswordPolicy.requireDigits,
          RequireSymbols: adminPasswordPolicy.requireSymbols,
          TemporaryPasswordValidityDays: adminPasswordPolicy.tempPasswordValidityDays,
        },
      },
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local did not create the user pool');
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: UserPool.Id,
      ClientName: 'sunward-api',
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local did not create the app client');
  const ids = { userPoolId: UserPool.Id, clientId: UserPoolClient.ClientId };
  writeFileSync(idsFile, JSON.stringify(ids, null, 2));
  return ids;
}
