import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { handler as adminLogout } from '../../src/handlers/admin-logout';
import { handler as customerLogout } from '../../src/handlers/customer-logout';
import { handler as getCurrentUser } from '../../src/handlers/get-current-user';
import { invoke } from '../support/invoke';
import { givenSessionCookie } from '../support/test-data';

describe('POST /api/logout', () => {
  it('ends the admin session at once and clears the cookie', async () => {
    const { cookie } = await givenSessionCookie('admin');

    const response = await invoke(adminLogout, routes.adminLogout, { cookies: [cookie] });

    expect(response.status).toBe(204);
    expect(response.cookies).toEqual(['__Host-sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict']);
    const after = await invoke(getCurrentUser, routes.getCurrentUser, { cookies: [cookie] });
    expect(after.status).toBe(401);
  });

  it('answers 401 to a customer session', async () => {
    const { cookie } = await givenSessionCookie('customer');

    const response = await invoke(adminLogout, routes.adminLogout, { cookies: [cookie] });

    expect(response.status).toBe(401);
  });
});

describe('POST /api/my/logout', () => {
  it('ends the customer session', async () => {
    const { cookie } = await givenSessionCookie('customer');

    const first = await invoke(customerLogout, routes.customerLogout, { cookies: [cookie] });
    const second = await invoke(customerLogout, routes.customerLogout, { cookies: [cookie] });

    expect(first.status).toBe(204);
    expect(second.status).toBe(401);
  });

  it('answers 401 to an admin session', async () => {
    const { cookie } = await givenSessionCookie('admin');

    const response = await invoke(customerLogout, routes.customerLogout, { cookies: [cookie] });

    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Your session has ended. Please sign in again.' });
  });
});
