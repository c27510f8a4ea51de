import { randomInt } from 'node:crypto';
import { routeList, routes } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as adminLogin } from '../../src/handlers/admin-login';
import { handler as adminLogout } from '../../src/handlers/admin-logout';
import { handler as getCurrentUser } from '../../src/handlers/get-current-user';
import { INVALID_CREDENTIALS_MESSAGE, newPasswordMessage, SIGN_IN_ANSWER_MS } from '../../src/services/admin-sign-in';
import { answerCode, challengeOf, cookieFrom, login, signedInAdmin } from '../support/admin-sign-in';
import { codeFor, givenAdmin, postFrom, uniqueIp } from '../support/admin-users';
import { invoke } from '../support/invoke';
import { givenSessionCookie, uniqueId } from '../support/test-data';

describe('POST /api/login', () => {
  it('answers a right password with the authenticator setup on the first sign-in, and no session', async () => {
    const admin = await givenAdmin();

    const setup = challengeOf(await login(uniqueIp(), admin.username, admin.password));

    expect(setup).toEqual({ challenge: 'MFA_SETUP', session: expect.any(String), secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUri: expect.any(String) });
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Sunward%20Group%20Travel:${admin.username}?secret=${setup.secret}&issuer=Sunward%20Group%20Travel&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('answers a right password with the authenticator code challenge once one is set up: the password alone signs nobody in', async () => {
    const admin = await signedInAdmin();

    const challenge = challengeOf(await login(uniqueIp(), admin.username, admin.password));

    expect(challenge).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', session: expect.any(String) });
  });

  it('signs the admin in after the code with an 8-hour HttpOnly cookie, which GET /api/user and logout honour', async () => {
    const admin = await signedInAdmin();
    const ip = uniqueIp();
    const { session } = challengeOf(await login(ip, admin.username, admin.password));

    const response = await answerCode(ip, { username: admin.username, session, challenge: 'SOFTWARE_TOKEN_MFA', code: await codeFor(admin.secret, 1) });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ username: admin.username });
    expect(response.cookies).toHaveLength(1);
    expect(response.cookies[0]).toMatch(/^__Host-sid=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const cookie = cookieFrom(response);
    const me = await invoke(getCurrentUser, routes.getCurrentUser, { cookies: [cookie] });
    expect(me.json).toEqual({ username: admin.username });

    expect((await invoke(adminLogout, routes.adminLogout, { cookies: [cookie] })).status).toBe(204);
    expect((await invoke(getCurrentUser, routes.getCurrentUser, { cookies: [cookie] })).status).toBe(401);
  });

  it('answers a wrong password and an unknown user with the same 401, no sooner than the minimum time', async () => {
    const admin = await givenAdmin();
    const ip = uniqueIp();

    const startedAt = performance.now();
    const wrongPassword = await login(ip, admin.username, 'Wrong-Pass-123!');
    const unknownUser = await login(ip, uniqueId('nobody'), 'Wrong-Pass-123!');
    const elapsed = performance.now() - startedAt;

    expect(wrongPassword).toMatchObject({ status: 401, json: { message: INVALID_CREDENTIALS_MESSAGE }, cookies: [] });
    expect(unknownUser).toEqual(wrongPassword);
    expect(elapsed).toBeGreaterThanOrEqual(2 * SIGN_IN_ANSWER_MS - 5);
  });

  it('locks the username for 15 minutes after 10 failures: 429 with Retry-After, even for the right password', async () => {
    const admin = await givenAdmin();

    // Nine failures at once (each answers no sooner than the minimum time), then the tenth.
    const answers = await Promise.all(Array.from({ length: 9 }, (_, attempt) => login(uniqueIp(), admin.username, `Wrong-${attempt}`)));
    answers.push(await login(uniqueIp(), admin.username, 'Wrong-tenth'));
    const rightPassword = await login(uniqueIp(), admin.username, admin.password);

    expect(answers.slice(0, 9).map((answer) => answer.status)).toEqual(Array.from({ length: 9 }, () => 401));
    for (const locked of [answers[9], rightPassword]) {
      expect(locked?.status).toBe(429);
      expect(Number(locked?.headers['retry-after'])).toBeGreaterThan(890);
      expect(Number(locked?.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(locked?.json).toEqual({ message: 'Too many failed sign-in attempts. Sign-in is locked; please try again in 15 minutes.' });
      expect(locked?.cookies).toEqual([]);
    }
  });

  it('locks an IP that fails with many usernames, for every username, but not other IPs', async () => {
    const admin = await givenAdmin();
    const ip = uniqueIp();

    const answers = await Promise.all(Array.from({ length: 9 }, () => login(ip, uniqueId('guess'), 'Wrong-Pass-123!')));
    answers.push(await login(ip, uniqueId('guess'), 'Wrong-Pass-123!'));

    expect(answers.map((answer) => answer.status)).toEqual([...Array.from({ length: 9 }, () => 401), 429]);
    expect((await login(ip, admin.username, admin.password)).status).toBe(429);
    expect(challengeOf(await login(uniqueIp(), admin.username, admin.password)).challenge).toBe('MFA_SETUP');
  });

  it('behind CloudFront, counts failures per viewer address, not per edge server', async () => {
    const admin = await givenAdmin();
    const edge = uniqueIp();
    const attacker = uniqueIp();
    const viaEdge = (viewer: string, username: string, password: string) =>
      postFrom(edge, adminLogin, routes.adminLogin, { username, password }, { 'CloudFront-Viewer-Address': `${viewer}:${40_000 + randomInt(20_000)}` });

    const answers = await Promise.all(Array.from({ length: 9 }, () => viaEdge(attacker, uniqueId('guess'), 'Wrong-Pass-123!')));
    answers.push(await viaEdge(attacker, uniqueId('guess'), 'Wrong-Pass-123!'));

    expect(answers.map((answer) => answer.status)).toEqual([...Array.from({ length: 9 }, () => 401), 429]);
    // The admin, on another address behind the same edge server, still gets past the password…
    expect(challengeOf(await viaEdge(uniqueIp(), admin.username, admin.password)).challenge).toBe('MFA_SETUP');
    // …while the attacker stays locked when another edge server carries the request.
    expect(
      (await postFrom(uniqueIp(), adminLogin, routes.adminLogin, { username: admin.username, password: admin.password }, { 'CloudFront-Viewer-Address': `${attacker}:443` })).status,
    ).toBe(429);
  });

  it('forgets the username’s failures after a sign-in completed with the second factor, not after the password alone', async () => {
    const admin = await givenAdmin();
    const ip = uniqueIp();

    await Promise.all(Array.from({ length: 8 }, (_, attempt) => login(uniqueIp(), admin.username, `Wrong-${attempt}`)));
    const setup = challengeOf(await login(ip, admin.username, admin.password));
    const ninth = await login(uniqueIp(), admin.username, 'Wrong-ninth');
    const success = await answerCode(ip, { username: admin.username, session: setup.session, challenge: 'MFA_SETUP', code: await codeFor(setup.secret ?? '') });
    const nextFailure = await login(uniqueIp(), admin.username, 'Wrong-again');

    expect(ninth.status).toBe(401);
    expect(success.status).toBe(200);
    expect(nextFailure.status).toBe(401);
  });

  it('counts the username case-insensitively, as the pool signs in', async () => {
    const admin = await givenAdmin();

    await Promise.all(Array.from({ length: 9 }, (_, attempt) => login(uniqueIp(), admin.username, `Wrong-${attempt}`)));
    const tenth = await login(uniqueIp(), admin.username.toUpperCase(), 'Wrong-last');

    expect(tenth.status).toBe(429);
  });

  it('refuses an empty username or password with 400', async () => {
    const response = await login(uniqueIp(), ' ', '');

    expect(response.status).toBe(400);
  });

});

describe('newPasswordMessage', () => {
  it.each<[string, string]>([
    ['Password does not conform to policy: Password must have symbol characters', 'The new password must have symbol characters.'],
    ['Password does not conform to policy: Password not long enough', 'The new password not long enough.'],
    ['1 validation error detected', 'The new password does not meet the password rules'],
  ])('%s', (cognito, ours) => {
    expect(newPasswordMessage(cognito)).toContain(ours);
  });
});

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

describe('every admin route', () => {
  const adminRoutes = routeList.filter((route) => route.access === 'admin');

  it.each(adminRoutes.map((route) => [route.handler, route] as const))('%s answers 401 without a session and to a customer', async (name, route) => {
    const { handler } = (await import(`../../src/handlers/${name}.ts`)) as { handler: Handler };
    const { cookie } = await givenSessionCookie('customer');
    const params = 'params' in route ? { id: '00000000-0000-4000-8000-000000000000', departureId: '2099-01-01', entryId: '00000000-0000-4000-8000-000000000001' } : undefined;

    // No body even where the route takes one: access control answers before the body is read.
    const call = params ? { params } : {};

    const anonymous = await invoke(handler, route, call);
    const customer = await invoke(handler, route, { cookies: [cookie], ...call });

    expect(anonymous.status).toBe(401);
    expect(customer.status).toBe(401);
  });
});
