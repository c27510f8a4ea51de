import type { ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

/** How the test server answers `GET /api/user` in the current test. */
let answerUser: (response: ServerResponse) => void;

const { requests } = useTestApiServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/user') return answerUser(response);
  if (request.method === 'POST' && request.url === '/api/logout') {
    response.writeHead(204);
    return void response.end();
  }
  sendJson(response, 404, { message: 'Not found' });
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('the admin dashboard', () => {
  it('sends a signed-out visitor to /admin/login, replacing the history entry', async () => {
    answerUser = (response) => sendJson(response, 401, { message: 'Sign in first' });

    const { router } = renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests).toEqual(['GET /api/user']);
  });

  it('shows a spinner while the current user loads, then greets the signed-in admin', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerUser = (response) => void held.then(() => sendJson(response, 200, { username: 'marisol' }));

    renderApp('/admin/dashboard');

    expect(await screen.findByLabelText('Checking your sign-in')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, marisol' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | Sunward Group Travel'));
  });

  it('logs out through POST /api/logout and shows the sign-in page', async () => {
    const user = userEvent.setup();
    answerUser = (response) => sendJson(response, 200, { username: 'marisol' });

    const { router } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(requests).toEqual(['GET /api/user', 'POST /api/logout']);
  });

  it('shows an error with a retry when the sign-in check fails', async () => {
    answerUser = (response) => sendJson(response, 500, { message: 'Internal error' });

    renderApp('/admin/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your sign-in.');
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
  });
});
