import { routes } from '@sunward/shared/routes';
import { expect } from 'vitest';
import { handler as adminLogin } from '../../src/handlers/admin-login';
import { handler as adminMfa } from '../../src/handlers/admin-mfa';
import { codeFor, givenAdmin, postFrom, uniqueIp } from './admin-users';
import type { InvocationResult } from './invoke';

export const login = (ip: string, username: string, password: string) => postFrom(ip, adminLogin, routes.adminLogin, { username, password });

export const answerCode = (ip: string, body: { username: string; session: string; challenge: 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP'; code: string }) =>
  postFrom(ip, adminMfa, routes.adminMfa, body);

/** The `__Host-sid=…` a browser sends back after this answer set the session cookie. */
export function cookieFrom(response: InvocationResult): string {
  const id = /^__Host-sid=([^;]+);/.exec(response.cookies[0] ?? '')?.[1];
  if (!id) throw new Error(`No session cookie in ${JSON.stringify(response)}`);
  return `__Host-sid=${id}`;
}

/** The challenge a password answered, checked to be one. */
export function challengeOf(response: InvocationResult): { challenge: string; session: string; secret?: string; otpauthUri?: string } {
  expect(response.status).toBe(200);
  expect(response.cookies).toEqual([]);
  return response.json as { challenge: string; session: string; secret?: string };
}

/**
 * An admin of this test's own, signed in as the browser does it the first time: the password,
 * then the authenticator setup confirmed with its first code. Answers the secret the app holds.
 */
export async function signedInAdmin(ip = uniqueIp()): Promise<{ username: string; password: string; secret: string; cookie: string }> {
  const admin = await givenAdmin();
  const setup = challengeOf(await login(ip, admin.username, admin.password));
  expect(setup.challenge).toBe('MFA_SETUP');
  const secret = setup.secret ?? '';
  const signedIn = await answerCode(ip, { username: admin.username, session: setup.session, challenge: 'MFA_SETUP', code: await codeFor(secret) });
  expect(signedIn.status).toBe(200);
  return { ...admin, secret, cookie: cookieFrom(signedIn) };
}
