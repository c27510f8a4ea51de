import type { Booking } from '@sunward/shared/schemas/booking';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { bookingFixture, tobagoForTwoDepositPaid } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { readJsonBody, sendJson, useTestApiServer } from '../../testing/test-api-server';

const EMAIL = 'ana@example.com';
const CODE = '482913';
const LINK = `/my-booking#email=${encodeURIComponent(EMAIL)}&code=${CODE}`;

const tobago: Booking = bookingFixture({
  id: 'bk-tobago01',
  reference: 'SGT-7KQ4XM',
  firstName: 'Ana',
  lastName: 'Lima',
  ...tobagoForTwoDepositPaid,
  createdAt: '2026-11-21T15:12:00.000Z',
});

/** The code works once, as the server's does: a second use answers 401. */
let codeUsed: boolean;
let session: boolean;
const verifications: unknown[] = [];

const api = useTestApiServer(async (request, response) => {
  const route = `${request.method} ${request.url}`;
  if (route === 'POST /api/bookings/verify-otp') {
    const body = (await readJsonBody(request)) as { email: string; code: string };
    verifications.push(body);
    if (codeUsed || body.email !== EMAIL || body.code !== CODE) return sendJson(response, 401, { message: 'Invalid or expired verification code' });
    codeUsed = true;
    session = true;
    return sendJson(response, 200, [tobago]);
  }
  if (route === 'GET /api/my/bookings') return session ? sendJson(response, 200, [tobago]) : sendJson(response, 401, { message: 'Sign in to see your bookings' });
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  codeUsed = false;
  session = false;
  verifications.length = 0;
});

afterEach(() => {
  toaster.remove();
});

describe("the e-mail's sign-in link on the my-booking page", () => {
  it("opens 'Continue as a•••@example.com', uses nothing until it is clicked, and the click signs in", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(LINK);

    const continueButton = await screen.findByRole('button', { name: 'Continue as a•••@example.com' });
    expect(screen.getByRole('heading', { level: 2, name: 'Open your bookings' })).toBeInTheDocument();
    // The code leaves the address bar, and so the history, before anything else happens.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/my-booking');

    await user.click(continueButton);

    // Had loading the page used the code, this click's verification would have been refused.
    expect(await screen.findByRole('article', { name: 'Tobago Island Escape' })).toBeInTheDocument();
    expect(verifications).toEqual([{ email: EMAIL, code: CODE }]);
    expect(api.requests).not.toContain('GET /api/my/bookings');
  });

  it('shows the address only masked while it waits', async () => {
    renderApp(LINK);

    await screen.findByRole('button', { name: /^Continue as / });
    expect(document.body.textContent).not.toContain(EMAIL);
    expect(document.body.textContent).toContain('a•••@example.com');
  });

  it("leaves the link unused with 'Use another email', and asks for an address from scratch", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(LINK);

    await user.click(await screen.findByRole('button', { name: 'Use another email' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Email address/)).toHaveValue('');
    expect(verifications).toEqual([]);
    expect(codeUsed).toBe(false);
  });

  it("says 'Verification Failed' after the click for a used link, and offers the e-mail step with its address", async () => {
    const user = userEvent.setup({ delay: null });
    codeUsed = true;
    renderApp(LINK);

    await user.click(await screen.findByRole('button', { name: 'Continue as a•••@example.com' }));

    expect(await screen.findByText('Invalid or expired verification code. Please try again.')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Email address/)).toHaveValue(EMAIL);
    expect(screen.queryByRole('button', { name: /^Continue as / })).not.toBeInTheDocument();
  });

  it('treats a fragment that is not a whole link as no link: the usual e-mail step, nothing verified', async () => {
    renderApp(`/my-booking#email=${encodeURIComponent(EMAIL)}&code=4829`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue as / })).not.toBeInTheDocument();
    expect(api.requests).toEqual(['GET /api/my/bookings']);
    expect(verifications).toEqual([]);
  });
});
