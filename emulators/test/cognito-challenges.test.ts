import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminDeleteSoftwareTokenCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AssociateSoftwareTokenCommand,
  CodeMismatchException,
  type CognitoIdentityProviderClient,
  EnableSoftwareTokenMFAException,
  InvalidPasswordException,
  NotAuthorizedException,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCognitoClient, putLocalAdmin, type RunningCognito, startCognitoLocal } from '../src/cognito-local';

/*
 * The challenge layer answers through the SDK's own client: its shapes and error codes are the
 * ones the SDK parses from Cognito. Its clock is the test's, so codes of any time step are made
 * without waiting.
 */
let now = new Date('2026-11-26T10:00:00Z');
let dir: string;
let cognito: RunningCognito;
let client: CognitoIdentityProviderClient;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sunward-challenges-'));
  cognito = await startCognitoLocal(dir, { clock: () => now });
  client = localCognitoClient(cognito.endpoint);
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await cognito?.stop();
  await rm(dir, { recursive: true, force: true });
});

const password = 'Right-Pass-123!';
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

async function givenUser(): Promise<string> {
  counter += 1;
  const username = `user-${counter}-${Date.now()}`;
  await putLocalAdmin(cognito, username, password);
  return username;
}

const initiate = (username: string, pass = password) =>
  client.send(
    new AdminInitiateAuthCommand({
      UserPoolId: cognito.userPoolId,
      ClientId: cognito.clientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: pass },
    }),
  );

const respond = (username: string, ChallengeName: 'MFA_SETUP' | 'SOFTWARE_TOKEN_MFA' | 'NEW_PASSWORD_REQUIRED', Session: string | undefined, extra: Record<string, string> = {}) =>
  client.send(
    new AdminRespondToAuthChallengeCommand({
      UserPoolId: cognito.userPoolId,
      ClientId: cognito.clientId,
      ChallengeName,
      Session,
      ChallengeResponses: { USERNAME: username, ...extra },
    }),
  );

/** The first sign-in's setup, through Cognito's calls: answers the registered secret. */
async function enrol(username: string): Promise<string> {
  const { Session } = await initiate(username);
  const associated = await client.send(new AssociateSoftwareTokenCommand({ Session }));
  const secret = associated.SecretCode ?? '';
  const verified = await client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: await codeAt(secret, now) }));
  const signedIn = await respond(username, 'MFA_SETUP', verified.Session);
  expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  return secret;
}

describe('the Cognito challenge layer', () => {
  it('asks a user without a software token to set one up', async () => {
    const username = await givenUser();

    const answer = await initiate(username);

    expect(answer.AuthenticationResult).toBeUndefined();
    expect(answer.ChallengeName).toBe('MFA_SETUP');
    expect(answer.ChallengeParameters).toEqual({ MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: username });
    expect(answer.Session?.length).toBeGreaterThanOrEqual(20);
  });

  it('sets up a software token with AssociateSoftwareToken and VerifySoftwareToken, then asks for its code', async () => {
    const username = await givenUser();
    const secret = await enrol(username);

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: username }));
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);

    now = later(30);
    const challenge = await initiate(username);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const signedIn = await respond(username, 'SOFTWARE_TOKEN_MFA', challenge.Session, { SOFTWARE_TOKEN_MFA_CODE: await codeAt(secret, now) });
    expect(signedIn.AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('refuses a wrong setup code with EnableSoftwareTokenMFAException and keeps the setup open', async () => {
    const username = await givenUser();
    const { Session } = await initiate(username);
    const associated = await client.send(new AssociateSoftwareTokenCommand({ Session }));
    const secret = associated.SecretCode ?? '';

    await expect(client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: '000000' }))).rejects.toBeInstanceOf(
      EnableSoftwareTokenMFAException,
    );
    const verified = await client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: await codeAt(secret, now) }));
    expect(verified.Status).toBe('SUCCESS');
  });

  it('refuses a wrong code and a replayed one with CodeMismatchException, and takes a later one', async () => {
    const username = await givenUser();
    const secret = await enrol(username);
    now = later(30);
    const code = await codeAt(secret, now);
    const first = await initiate(username);
    await expect(respond(username, 'SOFTWARE_TOKEN_MFA', first.Session, { SOFTWARE_TOKEN_MFA_CODE: code === '123456' ? '654321' : '123456' })).rejects.toBeInstanceOf(
      CodeMismatchException,
    );
    // The wrong code left the challenge standing.
    await respond(username, 'SOFTWARE_TOKEN_MFA', first.Session, { SOFTWARE_TOKEN_MFA_CODE: code });

    const replay = await initiate(username);
    await expect(respond(username, 'SOFTWARE_TOKEN_MFA', replay.Session, { SOFTWARE_TOKEN_MFA_CODE: code })).rejects.toBeInstanceOf(CodeMismatchException);

    now = later(30);
    const fresh = await respond(username, 'SOFTWARE_TOKEN_MFA', replay.Session, { SOFTWARE_TOKEN_MFA_CODE: await codeAt(secret, now) });
    expect(fresh.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('refuses an unknown, a spent and an expired session with NotAuthorizedException', async () => {
    const username = await givenUser();
    const secret = await enrol(username);
    now = later(30);

    await expect(respond(username, 'SOFTWARE_TOKEN_MFA', 'x'.repeat(40), { SOFTWARE_TOKEN_MFA_CODE: '123456' })).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(respond(username, 'NEW_PASSWORD_REQUIRED', 'x'.repeat(40), { NEW_PASSWORD: 'Another-Pass-1!' })).rejects.toBeInstanceOf(NotAuthorizedException);

    const spent = await initiate(username);
    await respond(username, 'SOFTWARE_TOKEN_MFA', spent.Session, { SOFTWARE_TOKEN_MFA_CODE: await codeAt(secret, now) });
    now = later(30);
    await expect(respond(username, 'SOFTWARE_TOKEN_MFA', spent.Session, { SOFTWARE_TOKEN_MFA_CODE: await codeAt(secret, now) })).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );

    const expiring = await initiate(username);
    now = later(181);
    await expect(
      respond(username, 'SOFTWARE_TOKEN_MFA', expiring.Session, { SOFTWARE_TOKEN_MFA_CODE: await codeAt(secret, now) }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
  });

  it('answers a wrong password and a disabled user with NotAuthorizedException', async () => {
    const username = await givenUser();

    await expect(initiate(username, 'Wrong-Pass-123!')).rejects.toBeInstanceOf(NotAuthorizedException);
    await client.send(new AdminDisableUserCommand({ UserPoolId: cognito.userPoolId, Username: username }));
    await expect(initiate(username)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
  });

  it('asks a temporary password for a new one, checks it against the pool policy, then sets up MFA', async () => {
    counter += 1;
    const username = `temporary-${counter}-${Date.now()}`;
    await client.send(
      new AdminCreateUserCommand({ UserPoolId: cognito.userPoolId, Username: username, TemporaryPassword: 'Temp-Pass-1234!', MessageAction: 'SUPPRESS' }),
    );

    const challenge = await initiate(username, 'Temp-Pass-1234!');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await expect(respond(username, 'NEW_PASSWORD_REQUIRED', challenge.Session, { NEW_PASSWORD: 'NoSymbolsHere123' })).rejects.toMatchObject({
      name: InvalidPasswordException.name,
      message: 'Password does not conform to policy: Password must have symbol characters',
    });
    const next = await respond(username, 'NEW_PASSWORD_REQUIRED', challenge.Session, { NEW_PASSWORD: 'Chosen-Pass-1234!' });

    expect(next.ChallengeName).toBe('MFA_SETUP');
    expect((await initiate(username, 'Chosen-Pass-1234!')).ChallengeName).toBe('MFA_SETUP');
  });

  it('forgets a software token with AdminDeleteSoftwareToken, so the next sign-in sets one up again', async () => {
    const username = await givenUser();
    await enrol(username);

    await client.send(new AdminDeleteSoftwareTokenCommand({ UserPoolId: cognito.userPoolId, Username: username }));

    expect((await initiate(username)).ChallengeName).toBe('MFA_SETUP');
  });

  it('registers a known secret, whose RFC 6238 code signs in', async () => {
    const username = await givenUser();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    cognito.registerSoftwareToken(username, secret);

    const challenge = await initiate(username);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const signedIn = await respond(username, 'SOFTWARE_TOKEN_MFA', challenge.Session, { SOFTWARE_TOKEN_MFA_CODE: await codeAt(secret, now) });
    expect(signedIn.AuthenticationResult).toBeDefined();
  });
});
