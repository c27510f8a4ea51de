import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/get-current-user';
import { invoke } from '../support/invoke';
import { givenSessionCookie } from '../support/test-data';

describe('GET /api/user', () => {
  it('answers the signed-in admin', async () => {
    const { cookie, subject } = await givenSessionCookie('admin');

    const response = await invoke(handler, routes.getCurrentUser, { cookies: [cookie] });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ username: subject });
  });

  it('answers 401 JSON without a session cookie', async () => {
    const response = await invoke(handler, routes.getCurrentUser);

    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Please sign in to continue.' });
  });

  it.each([
    ['an unknown session id', async () => '__Host-sid=made-up-session-id'],
    ['a customer session', async () => (await givenSessionCookie('customer')).cookie],
    [
      'an expired admin session',
      async () => (await givenSessionCookie('admin', { lifetimeSeconds: 60, now: new Date(Date.now() - 120_000) })).cookie,
    ],
  ])('answers 401 for %s', async (_label, cookieFor) => {
    const response = await invoke(handler, routes.getCurrentUser, { cookies: [await cookieFor()] });

    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Your session has ended. Please sign in again.' });
  });
});
