import type { ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

let answerUser: (response: ServerResponse) => void;

const { requests } = useTestApiServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/user') return answerUser(response);
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  answerUser = (response) => sendJson(response, 401, { message: 'Sign in first' });
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('the admin login page', () => {
  it('asks for a username and password and shows no credentials hint', async () => {
    renderApp('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    const username = screen.getByLabelText(/Username/);
    const password = screen.getByLabelText(/Password/);
    expect(username).toBeRequired();
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const main = document.querySelector('main');
    expect(main?.textContent).not.toMatch(/default|credential|demo|admin123|password:/i);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitFor(() => expect(document.title).toBe('Admin Login | Sunward Group Travel'));
  });

  it('marks missing fields instead of trying to sign in', async () => {
    const user = userEvent.setup();
    renderApp('/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('shows the "Login failed" toast while sign-in is not available', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login');

    await user.type(await screen.findByLabelText(/Username/), 'marisol');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Sign-in is not available yet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(requests).toEqual(['GET /api/user']);
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    answerUser = (response) => sendJson(response, 200, { username: 'marisol' });

    const { router } = renderApp('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, marisol' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
