import { putTemporaryAdmin } from '@sunward/emulators/cognito-local';
import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as adminNewPassword } from '../../src/handlers/admin-new-password';
import { CHALLENGE_EXPIRED_MESSAGE } from '../../src/services/admin-sign-in';
import { answerCode, challengeOf, login } from '../support/admin-sign-in';
import { codeFor, postFrom, testCognito, uniqueIp } from '../support/admin-users';
import { uniqueId } from '../support/test-data';

const choose = (ip: string, body: { username: string; session: string; newPassword: string }) => postFrom(ip, adminNewPassword, routes.adminNewPassword, body);

async function givenTemporaryAdmin() {
  const username = uniqueId('new-admin').toLowerCase();
  const temporaryPassword = 'Temp-Pass-1234!';
  await putTemporaryAdmin(testCognito(), username, temporaryPassword);
  return { username, temporaryPassword };
}

describe('POST /api/login/new-password', () => {
  it('after a temporary password, takes a new one, then asks to set up the authenticator before any session', async () => {
    const admin = await givenTemporaryAdmin();
    const ip = uniqueIp();
    const challenge = challengeOf(await login(ip, admin.username, admin.temporaryPassword));
    expect(challenge.challenge).toBe('NEW_PASSWORD_REQUIRED');

    const setup = challengeOf(await choose(ip, { username: admin.username, session: challenge.session, newPassword: 'Chosen-Pass-1234!' }));

    expect(setup).toMatchObject({ challenge: 'MFA_SETUP', secret: expect.any(String) });
    const signedIn = await answerCode(ip, { username: admin.username, session: setup.session, challenge: 'MFA_SETUP', code: await codeFor(setup.secret ?? '') });
    expect(signedIn.status).toBe(200);
    expect(challengeOf(await login(ip, admin.username, 'Chosen-Pass-1234!')).challenge).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('refuses a password the pool’s policy refuses with 400 in our words, and keeps the challenge open', async () => {
    const admin = await givenTemporaryAdmin();
    const ip = uniqueIp();
    const { session } = challengeOf(await login(ip, admin.username, admin.temporaryPassword));

    const weak = await choose(ip, { username: admin.username, session, newPassword: 'NoSymbolsHere123' });
    const good = await choose(ip, { username: admin.username, session, newPassword: 'Chosen-Pass-1234!' });

    expect(weak).toMatchObject({ status: 400, json: { message: 'The new password must have symbol characters.' }, cookies: [] });
    expect(challengeOf(good).challenge).toBe('MFA_SETUP');
  });

  it('answers 401 JSON, not a server error, for a session Cognito never gave', async () => {
    const admin = await givenTemporaryAdmin();

    const response = await choose(uniqueIp(), { username: admin.username, session: 'made-up-session-'.repeat(4), newPassword: 'Chosen-Pass-1234!' });

    expect(response).toMatchObject({ status: 401, json: { message: CHALLENGE_EXPIRED_MESSAGE }, cookies: [] });
  });
});
