import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminReturnPath } from '../../features/auth/components/admin-guard';
import { ana, ben, cara, eve } from '../../testing/admin-bookings';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

let signedIn: boolean;

useTestApiServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/user') return signedIn ? sendJson(response, 200, { username: 'marisol' }) : sendJson(response, 401, { message: 'Sign in first' });
  if (route === 'POST /api/login') return sendJson(response, 200, { challenge: 'SOFTWARE_TOKEN_MFA', session: 'code-session' });
  if (route === 'POST /api/login/mfa') {
    signedIn = true;
    return sendJson(response, 200, { username: 'marisol' });
  }
  if (route === 'GET /api/bookings') return sendJson(response, 200, { bookings: [cara, ana, ben, eve], nextCursor: null });
  if (route === 'GET /api/inquiries') return sendJson(response, 200, []);
  if (/^GET \/api\/bookings\/[\w-]+\/payments$/.test(route)) return sendJson(response, 200, []);
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  signedIn = true;
});

describe('a link to one booking in the admin', () => {
  it('opens that booking’s details on the dashboard, by its reference in any case, and forgets it once closed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/dashboard?booking=sgt-e7f8g9');

    const dialog = await screen.findByRole('dialog', { name: 'Eve Zhang' });
    expect(within(dialog).getByText('SGT-E7F8G9')).toBeInTheDocument();
    expect(within(dialog).getByText('August 1, 2099')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close booking details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens it by its id too, and opens nothing for a booking that is not there', async () => {
    const first = renderApp('/admin/dashboard?booking=bk-ana');
    expect(await screen.findByRole('dialog', { name: 'Ana Lima' })).toBeInTheDocument();
    first.unmount();

    renderApp('/admin/dashboard?booking=SGT-ZZZZZZ');
    expect(await screen.findByRole('region', { name: 'Bookings table' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('brings a signed-out admin back to the booking once signed in', async () => {
    signedIn = false;
    const user = userEvent.setup();
    const { router } = renderApp('/admin/dashboard?booking=SGT-A2B3C4');

    await enterText(user, await screen.findByLabelText(/Username/), 'marisol');
    await enterText(user, screen.getByLabelText(/Password/), 'a long passphrase');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/login');
    await user.type(await screen.findByLabelText(/Authenticator code/), '123456{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Ana Lima' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(router.state.location.search).toBe('?booking=SGT-A2B3C4');
  });
});

describe('adminReturnPath', () => {
  it.each([
    [{ from: '/admin/dashboard?booking=SGT-A2B3C4' }, '/admin/dashboard?booking=SGT-A2B3C4'],
    [{ from: '/admin/payments' }, '/admin/payments'],
    [{ from: '/admin/login' }, '/admin/dashboard'],
    [{ from: '//evil.example/admin/dashboard' }, '/admin/dashboard'],
    [{ from: 'https://evil.example/admin/dashboard' }, '/admin/dashboard'],
    [{ from: '/my-booking' }, '/admin/dashboard'],
    [{ from: 42 }, '/admin/dashboard'],
    [null, '/admin/dashboard'],
    [undefined, '/admin/dashboard'],
  ])('%j goes to %s', (state, expected) => {
    expect(adminReturnPath(state, '/admin/dashboard')).toBe(expected);
  });
});
