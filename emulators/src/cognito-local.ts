import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolsCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { adminPasswordPolicy } from '@sunward/shared/rules/admin-password-policy';
import { startCognitoChallenges } from './cognito-challenges';
import { localClientConfig } from './local-aws';
import { startOnFreePort, stopChild, waitUntilServing } from './processes';

export interface RunningCognito {
  /** The challenge layer's endpoint, in front of cognito-local (`cognito-challenges.ts`). */
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** Registers a software token with a known secret (base32) for a user of the pool. */
  registerSoftwareToken: (username: string, secret: string) => void;
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
 * them in AWS (no self sign-up, server-side password auth only), and their ids kept beside the data.
 * Callers talk to the challenge layer in front of it, which plays the pool's required software
 * token MFA and keeps registered tokens in `software-tokens.json` beside the data.
 */
export async function startCognitoLocal(dataDir: string, options: { clock?: () => Date } = {}): Promise<RunningCognito> {
  // cognito-local makes new pools sign in with e-mail addresses unless told otherwise; ours, like
  // the pool CDK makes, signs in with a plain username.
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  writeFileSync(join(dataDir, '.cognito', 'config.json'), JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }, null, 2));
  const entry = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const { child, endpoint } = await startOnFreePort(async (port) => {
    const started = spawn(process.execPath, [entry], {
      cwd: dataDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const url = `http://127.0.0.1:${port}`;
    const probe = localCognitoClient(url);
    try {
      await waitUntilServing('cognito-local', started, () => probe.send(new ListUserPoolsCommand({ MaxResults: 1 })));
    } finally {
      probe.destroy();
    }
    return { child: started, endpoint: url };
  });
  const client = localCognitoClient(endpoint);
  try {
    // `admin-pool.json`, not the earlier `pool.json`: pools made before were e-mail-only and allowed
    // client-side password sign-in, so an older data folder gets a new pool.
    const ids = await ensureUserPool(client, join(dataDir, 'admin-pool.json'));
    const challenges = await startCognitoChallenges({ upstream: endpoint, stateFile: join(dataDir, 'software-tokens.json'), ...options });
    return {
      endpoint: challenges.endpoint,
      ...ids,
      registerSoftwareToken: (username, secret) => challenges.registerSoftwareToken(ids.userPoolId, username, secret),
      stop: async () => {
        await challenges.stop();
        await stopChild(child);
      },
    };
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
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local did not create the app client');
  const ids = { userPoolId: UserPool.Id, clientId: UserPoolClient.ClientId };
  writeFileSync(idsFile, JSON.stringify(ids, null, 2));
  return ids;
}

/**
 * Creates the user with this permanent password, or sets the password of the user that exists
 * (the local stack's admin, the handler tests' admins). No mail is sent.
 */
export async function putLocalAdmin(
  cognito: Pick<RunningCognito, 'endpoint' | 'userPoolId'>,
  username: string,
  password: string,
): Promise<{ created: boolean }> {
  const client = localCognitoClient(cognito.endpoint);
  try {
    let created = true;
    try {
      await client.send(new AdminCreateUserCommand({ UserPoolId: cognito.userPoolId, Username: username, MessageAction: 'SUPPRESS' }));
    } catch (error) {
      if (!(error instanceof UsernameExistsException)) throw error;
      created = false;
    }
    await client.send(
      new AdminSetUserPasswordCommand({ UserPoolId: cognito.userPoolId, Username: username, Password: password, Permanent: true }),
    );
    return { created };
  } finally {
    client.destroy();
  }
}

/** Creates a user with a temporary password, as `npm run admin:create` does in AWS (without the mail). */
export async function putTemporaryAdmin(cognito: Pick<RunningCognito, 'endpoint' | 'userPoolId'>, username: string, temporaryPassword: string): Promise<void> {
  const client = localCognitoClient(cognito.endpoint);
  try {
    await client.send(
      new AdminCreateUserCommand({ UserPoolId: cognito.userPoolId, Username: username, TemporaryPassword: temporaryPassword, MessageAction: 'SUPPRESS' }),
    );
  } finally {
    client.destroy();
  }
}

/** Disables a user, as ops would in the console when an admin leaves. */
export async function disableLocalAdmin(cognito: Pick<RunningCognito, 'endpoint' | 'userPoolId'>, username: string): Promise<void> {
  const client = localCognitoClient(cognito.endpoint);
  try {
    await client.send(new AdminDisableUserCommand({ UserPoolId: cognito.userPoolId, Username: username }));
  } finally {
    client.destroy();
  }
}
