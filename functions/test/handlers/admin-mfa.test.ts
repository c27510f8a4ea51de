import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as getCurrentUser } from '../../src/handlers/get-current-user';
import { MFA_EXPIRED_MESSAGE, WRONG_CODE_MESSAGE } from '../../src/services/admin-sign-in';
import { answerCode, challengeOf, cookieFrom, login, signedInAdmin } from '../support/admin-sign-in';
import { codeFor, givenAdmin, uniqueIp } from '../support/admin-users';
import { invoke } from '../support/invoke';

/** A code that is not the authenticator's now, whatever its secret. */
const wrongCodeFor = async (secret: string) => ((await codeFor(secret)) === '000000' ? '111111' : '000000');

describe('POST /api/login/mfa', () => {
  it('confirms the authenticator setup with its first code and signs the admin in', async () => {
    const admin = await givenAdmin();
    const ip = uniqueIp();
    const setup = challengeOf(await login(ip, admin.username, admin.password));

    const response = await answerCode(ip, { username: admin.username, session: setup.session, challenge: 'MFA_SETUP', code: await codeFor(setup.secret ?? '') });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ username: admin.username });
    const me = await invoke(getCurrentUser, routes.getCurrentUser, { cookies: [cookieFrom(response)] });
    expect(me.json).toEqual({ username: admin.username });
    // From now on the password leads to the code, never to the setup again.
    expect(challengeOf(await login(ip, admin.username, admin.password)).challenge).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('refuses a wrong setup code with 401, leaves the setup open, and takes the right code next', async () => {
    const admin = await givenAdmin();
    const ip = uniqueIp();
    const setup = challengeOf(await login(ip, admin.username, admin.password));
    const secret = setup.secret ?? '';

    const wrong = await answerCode(ip, { username: admin.username, session: setup.session, challenge: 'MFA_SETUP', code: await wrongCodeFor(secret) });
    const right = await answerCode(ip, { username: admin.username, session: setup.session, challenge: 'MFA_SETUP', code: await codeFor(secret) });

    expect(wrong).toMatchObject({ status: 401, json: { message: WRONG_CODE_MESSAGE }, cookies: [] });
    expect(right.status).toBe(200);
  });

  it('refuses a replayed code: the code that signed in once signs nobody in again', async () => {
    const admin = await signedInAdmin();
    const ip = uniqueIp();
    const code = await codeFor(admin.secret, 1);
    const first = challengeOf(await login(ip, admin.username, admin.password));
    expect((await answerCode(ip, { username: admin.username, session: first.session, challenge: 'SOFTWARE_TOKEN_MFA', code })).status).toBe(200);

    const again = challengeOf(await login(ip, admin.username, admin.password));
    const replay = await answerCode(ip, { username: admin.username, session: again.session, challenge: 'SOFTWARE_TOKEN_MFA', code });

    expect(replay).toMatchObject({ status: 401, json: { message: WRONG_CODE_MESSAGE }, cookies: [] });
  });

  it('counts wrong codes in the sign-in throttle: the tenth failure locks the username with 429', async () => {
    const admin = await signedInAdmin();
    const { session } = challengeOf(await login(uniqueIp(), admin.username, admin.password));
    const wrong = await wrongCodeFor(admin.secret);

    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push(await answerCode(uniqueIp(), { username: admin.username, session, challenge: 'SOFTWARE_TOKEN_MFA', code: wrong }));
    }

    expect(answers.slice(0, 9).map((answer) => answer.status)).toEqual(Array.from({ length: 9 }, () => 401));
    expect(answers[9]).toMatchObject({ status: 429, json: { message: expect.stringMatching(/^Too many failed sign-in attempts/) } });
    expect(Number(answers[9]?.headers['retry-after'])).toBeGreaterThan(890);
    expect((await login(uniqueIp(), admin.username, admin.password)).status).toBe(429);
  });

  it('answers 401 for a session Cognito did not give, or one already used, and counts it', async () => {
    const admin = await signedInAdmin();
    const ip = uniqueIp();

    const made = await answerCode(ip, { username: admin.username, session: 'x'.repeat(60), challenge: 'SOFTWARE_TOKEN_MFA', code: await codeFor(admin.secret, 1) });
    const { session } = challengeOf(await login(ip, admin.username, admin.password));
    expect((await answerCode(ip, { username: admin.username, session, challenge: 'SOFTWARE_TOKEN_MFA', code: await codeFor(admin.secret, 1) })).status).toBe(200);
    const used = await answerCode(ip, { username: admin.username, session, challenge: 'SOFTWARE_TOKEN_MFA', code: await codeFor(admin.secret, 1) });

    for (const refused of [made, used]) expect(refused).toMatchObject({ status: 401, json: { message: MFA_EXPIRED_MESSAGE }, cookies: [] });
  });

  it('answers another admin’s challenge session with 401: a session is good for its own username only', async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    const ip = uniqueIp();
    const { session } = challengeOf(await login(ip, admin.username, admin.password));

    const crossed = await answerCode(ip, { username: other.username, session, challenge: 'SOFTWARE_TOKEN_MFA', code: await codeFor(other.secret, 1) });

    expect(crossed).toMatchObject({ status: 401, json: { message: MFA_EXPIRED_MESSAGE }, cookies: [] });
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])('refuses the code %j with 400 before asking Cognito', async (code) => {
    const response = await answerCode(uniqueIp(), { username: 'ops', session: 'x'.repeat(60), challenge: 'SOFTWARE_TOKEN_MFA', code });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: expect.stringContaining('Enter the 6-digit code from your authenticator app') });
  });
});
