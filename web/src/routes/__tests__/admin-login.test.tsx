import type { IncomingMessage, ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { renderApp } from '../../testing/render-app';
import { readJsonBody, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

type Answer = (response: ServerResponse, body: unknown) => void;

let answerUser: (response: ServerResponse) => void;
let answerLogin: Answer;
let answerNewPassword: Answer;
let answerMfa: Answer;
/** The JSON bodies the page sent, by `METHOD path`. */
const bodies: Record<string, unknown> = {};

async function answer(request: IncomingMessage, response: ServerResponse, handle: Answer) {
  const body = await readJsonBody(request);
  bodies[`${request.method} ${request.url}`] = body;
  handle(response, body);
}

const { requests } = useTestApiServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/user') return answerUser(response);
  if (request.method === 'POST' && request.url === '/api/login') return answer(request, response, answerLogin);
  if (request.method === 'POST' && request.url === '/api/login/new-password') return answer(request, response, answerNewPassword);
  if (request.method === 'POST' && request.url === '/api/login/mfa') return answer(request, response, answerMfa);
  sendJson(response, 404, { message: 'Not found' });
});

const signedIn: Answer = (response, body) => sendJson(response, 200, { username: (body as { username: string }).username });
const challenged: Answer = (response) => sendJson(response, 200, { challenge: 'NEW_PASSWORD_REQUIRED', session: 'challenge-session' });
const codeAsked: Answer = (response) => sendJson(response, 200, { challenge: 'SOFTWARE_TOKEN_MFA', session: 'code-session' });
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setupAsked: Answer = (response) =>
  sendJson(response, 200, {
    challenge: 'MFA_SETUP',
    session: 'setup-session',
    secret,
    otpauthUri: `otpauth://totp/Sunward%20Group%20Travel:marisol?secret=${secret}&issuer=Sunward%20Group%20Travel`,
  });

beforeEach(() => {
  answerUser = (response) => sendJson(response, 401, { message: 'Sign in first' });
  answerLogin = codeAsked;
  answerNewPassword = setupAsked;
  answerMfa = signedIn;
  for (const key of Object.keys(bodies)) delete bodies[key];
});

afterEach(() => {
  toaster.remove();
});

async function signIn(user: ReturnType<typeof userEvent.setup>, username = 'marisol', password = 'a long passphrase') {
  await enterText(user, await screen.findByLabelText(/Username/), username);
  await enterText(user, screen.getByLabelText(/Password/), password);
  await user.keyboard('{Enter}');
}

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
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
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
    expect(requests).not.toContain('POST /api/login');
  });

  it('signs in with POST /api/login, then the authenticator code, and lands on the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login');

    await signIn(user, '  marisol ');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Enter your authenticator code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe('/admin/login');
    const code = screen.getByLabelText(/Authenticator code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123 456{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, marisol' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodies['POST /api/login']).toEqual({ username: 'marisol', password: 'a long passphrase' });
    expect(bodies['POST /api/login/mfa']).toEqual({ username: 'marisol', session: 'code-session', challenge: 'SOFTWARE_TOKEN_MFA', code: '123456' });
  });

  it('shows "Login failed" with the server message for a wrong password, and stays', async () => {
    answerLogin = (response) => sendJson(response, 401, { message: 'Invalid username or password' });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login');

    await signIn(user);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    // The toast is raised in the mutation's onError, a render before the button leaves its busy state.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the server message after too many failed attempts', async () => {
    answerLogin = (response) => {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '900' });
      response.end(JSON.stringify({ message: 'Too many failed sign-ins. Try again in 15 minutes.' }));
    };
    const user = userEvent.setup();
    renderApp('/admin/login');

    await signIn(user);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Too many failed sign-ins. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it.each(['/admin/dashboard', '/admin/payments', '/admin/trips'])('receives a signed-out visitor from %s, replacing the history entry', async (path) => {
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests).toEqual(['GET /api/user']);
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    answerUser = (response) => sendJson(response, 200, { username: 'marisol' });

    const { router } = renderApp('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, marisol' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe('the authenticator steps', () => {
  it('shows a wrong code’s message on the field and takes the next code', async () => {
    answerMfa = (response) => sendJson(response, 401, { message: 'That code is not right. Enter the current 6-digit code from your authenticator app.' });
    const user = userEvent.setup();
    renderApp('/admin/login');
    await signIn(user);

    const code = await screen.findByLabelText(/Authenticator code/);
    await user.type(code, '000000{Enter}');

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('That code is not right. Enter the current 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();

    answerMfa = signedIn;
    await user.type(code, '654321{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, marisol' })).toBeInTheDocument();
  });

  it('asks for 6 digits before sending anything', async () => {
    const user = userEvent.setup();
    renderApp('/admin/login');
    await signIn(user);

    await user.type(await screen.findByLabelText(/Authenticator code/), '12a4{Enter}');

    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(requests).not.toContain('POST /api/login/mfa');
  });

  it('on the first sign-in, shows the QR code and the key as text, and confirms the setup with a code', async () => {
    answerLogin = setupAsked;
    const user = userEvent.setup();
    renderApp('/admin/login');
    await signIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Authenticator code/), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, marisol' })).toBeInTheDocument();
    expect(bodies['POST /api/login/mfa']).toEqual({ username: 'marisol', session: 'setup-session', challenge: 'MFA_SETUP', code: '246810' });
  });

  it('shows "Login failed" when sign-in is locked, and goes back to the password', async () => {
    answerMfa = (response) => {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '900' });
      response.end(JSON.stringify({ message: 'Too many failed sign-in attempts. Sign-in is locked; please try again in 15 minutes.' }));
    };
    const user = userEvent.setup();
    renderApp('/admin/login');
    await signIn(user);

    await user.type(await screen.findByLabelText(/Authenticator code/), '111111{Enter}');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toHaveFocus();
    expect(screen.getByLabelText(/Username/)).toHaveValue('marisol');
  });
});

describe('the new-password step after a temporary password', () => {
  beforeEach(() => {
    answerLogin = challenged;
  });

  async function reachStep(user: ReturnType<typeof userEvent.setup>) {
    renderApp('/admin/login');
    await signIn(user, 'marisol', 'Temp-Pass-1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    return heading;
  }

  it('moves focus to its heading and shows the password rules', async () => {
    const user = userEvent.setup();
    const heading = await reachStep(user);

    await waitFor(() => expect(heading).toHaveFocus());
    const newPassword = screen.getByLabelText(/^New password/);
    expect(newPassword).toBeRequired();
    expect(newPassword).toHaveAttribute('type', 'password');
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    expect(newPassword).toHaveAccessibleDescription(/At least 12 characters, with upper and lower case letters, a digit and a symbol/);
    expect(screen.getByLabelText(/^Confirm new password/)).toBeRequired();
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
    expect(screen.getByText('marisol')).toBeInTheDocument();
  });

  it('asks for both fields, and for the same password twice', async () => {
    const user = userEvent.setup();
    await reachStep(user);

    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();

    await enterText(user, screen.getByLabelText(/^New password/), 'Correct-Horse-42');
    await enterText(user, screen.getByLabelText(/^Confirm new password/), 'Correct-Horse-43');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).not.toContain('POST /api/login/new-password');
  });

  it('takes the new password, then sets up the authenticator, by keyboard alone', async () => {
    const user = userEvent.setup();
    await reachStep(user);

    await user.tab();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    await user.keyboard('Correct-Horse-42');
    await user.tab();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    await user.keyboard('Correct-Horse-42{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(bodies['POST /api/login/new-password']).toEqual({
      username: 'marisol',
      session: 'challenge-session',
      newPassword: 'Correct-Horse-42',
    });
  });

  it('shows the server reason on the field when the password is refused', async () => {
    answerNewPassword = (response) =>
      sendJson(response, 400, { message: 'Password does not conform to policy: Password must have symbol characters' });
    const user = userEvent.setup();
    await reachStep(user);

    await enterText(user, screen.getByLabelText(/^New password/), 'CorrectHorse42x');
    await enterText(user, screen.getByLabelText(/^Confirm new password/), 'CorrectHorse42x');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    const field = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Password does not conform to policy: Password must have symbol characters')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('shows "Login failed" when the challenge has expired', async () => {
    answerNewPassword = (response) => sendJson(response, 401, { message: 'Your sign-in has expired. Sign in again.' });
    const user = userEvent.setup();
    await reachStep(user);

    await enterText(user, screen.getByLabelText(/^New password/), 'Correct-Horse-42');
    await enterText(user, screen.getByLabelText(/^Confirm new password/), 'Correct-Horse-42');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Your sign-in has expired. Sign in again.')).toBeInTheDocument();
  });

  it('goes back to the sign-in form, keeping the username', async () => {
    const user = userEvent.setup();
    await reachStep(user);

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toHaveFocus();
    expect(screen.getByLabelText(/Username/)).toHaveValue('marisol');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });
});
