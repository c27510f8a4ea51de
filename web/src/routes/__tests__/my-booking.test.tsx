import { localStripePath } from '@sunward/shared/local-stripe-path';
import type { Booking } from '@sunward/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { belizePaidInFull, bookingFixture, tobagoForTwoDepositPaid } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { localCardConfig, readCall, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

const EMAIL = 'ana@example.com';
const CODE = '482913';
const PAYMENT_INTENT_ID = 'pi_balance7Hq2LmX9';
const CLIENT_SECRET = `${PAYMENT_INTENT_ID}_secret_91c2`;

/** Tobago for 2, deposit paid: $2,598 in all, $600 paid, $1,998 due. */
function tobago(): Booking {
  return bookingFixture({
    id: 'bk-tobago01',
    reference: 'SGT-7KQ4XM',
    packageId: 'tobago-island-escape',
    firstName: 'Ana',
    lastName: 'Lima',
    email: EMAIL,
    ...tobagoForTwoDepositPaid,
    depositPaymentIntentId: 'pi_deposit3Kd8sPq2',
    createdAt: '2026-11-21T15:12:00.000Z',
    holdExpiresAt: '2026-11-21T15:42:00.000Z',
  });
}

/** Belize for 1, paid in full. */
function belize(): Booking {
  return { ...tobago(), id: 'bk-belize01', reference: 'SGT-B3ZW9P', travelers: 1, depositAmount: 300, ...belizePaidInFull, packageId: 'belize-adventure' };
}

interface State {
  session: boolean;
  bookings: Booking[];
  payments: Record<string, { id: string; amount: number; paidAt: string; status: 'succeeded'; note?: string }[]>;
  /** How `POST /api/bookings/request-otp` answers in this test. */
  requestOtp: { status: number; body: unknown };
  /** How `POST /api/create-payment-intent` answers, when not with a balance PaymentIntent of the amount asked. */
  createIntent?: { status: number; body: unknown };
}

let state: State;
const calls: { route: string; body: unknown }[] = [];

useTestApiServer(async (request, response) => {
  const { route, body } = await readCall(request);
  calls.push({ route, body });
  const signedIn = () => {
    if (state.session) return true;
    sendJson(response, 401, { message: 'Sign in to see your bookings' });
    return false;
  };
  switch (route) {
    case 'GET /api/config':
      return sendJson(response, 200, localCardConfig);
    case 'POST /api/bookings/request-otp':
      return sendJson(response, state.requestOtp.status, state.requestOtp.body);
    case 'POST /api/bookings/verify-otp': {
      const { email, code } = body as { email: string; code: string };
      if (email !== EMAIL || code !== CODE) return sendJson(response, 401, { message: 'Invalid or expired verification code' });
      state.session = true;
      return sendJson(response, 200, state.bookings);
    }
    case 'GET /api/my/bookings':
      if (signedIn()) sendJson(response, 200, state.bookings);
      return;
    case 'POST /api/my/logout':
      if (!signedIn()) return;
      state.session = false;
      response.writeHead(204).end();
      return;
    case 'POST /api/create-payment-intent': {
      if (state.createIntent) return sendJson(response, state.createIntent.status, state.createIntent.body);
      if (!signedIn()) return;
      const { amount } = body as { amount: number };
      return sendJson(response, 200, { clientSecret: CLIENT_SECRET, paymentIntentId: PAYMENT_INTENT_ID, amount });
    }
    case `POST ${localStripePath}/v1/payment_intents/${PAYMENT_INTENT_ID}/confirm`:
      return sendJson(response, 200, { id: PAYMENT_INTENT_ID, object: 'payment_intent', status: 'succeeded' });
    case 'POST /api/bookings/bk-tobago01/additional-payment': {
      if (!signedIn()) return;
      const { amount, paymentIntentId } = body as { amount: number; paymentIntentId: string };
      const [booking, ...others] = state.bookings;
      if (!booking) return sendJson(response, 404, { message: 'Not found' });
      const paid = { ...booking, amountPaid: booking.amountPaid + amount, balanceDue: booking.balanceDue - amount };
      state.bookings = [paid, ...others];
      state.payments[booking.id] = [...(state.payments[booking.id] ?? []), { id: paymentIntentId, amount, paidAt: '2026-11-23T10:00:00.000Z', status: 'succeeded' }];
      return sendJson(response, 200, { booking: paid });
    }
  }
  const deposit = /^POST \/api\/bookings\/([\w-]+)\/deposit-payment$/.exec(route);
  if (deposit?.[1]) {
    const paid = state.bookings.map((booking) =>
      booking.id === deposit[1] ? { ...booking, status: 'deposit_paid' as const, depositPaid: true, amountPaid: booking.depositAmount * 100, balanceDue: booking.balanceDue - booking.depositAmount * 100 } : booking,
    );
    state.bookings = paid;
    return sendJson(response, 200, { booking: paid.find((booking) => booking.id === deposit[1]) });
  }
  const history = /^GET \/api\/bookings\/([\w-]+)\/payments$/.exec(route);
  if (history?.[1] && signedIn()) return sendJson(response, 200, state.payments[history[1]] ?? []);
  if (!history) sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  calls.length = 0;
  state = {
    session: false,
    bookings: [tobago(), belize()],
    payments: { 'bk-tobago01': [{ id: 'pi_deposit3Kd8sPq2', amount: 60_000, paidAt: '2026-11-21T15:20:00.000Z', status: 'succeeded', note: 'Deposit' }] },
    requestOtp: { status: 200, body: { sent: true } },
  };
});

afterEach(() => {
  toaster.remove();
});

type User = ReturnType<typeof userEvent.setup>;
const routesCalled = () => calls.map((call) => call.route);

async function requestCode(user: User, email = EMAIL) {
  await enterText(user, await screen.findByLabelText(/Email address/), email);
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
}

async function signIn(user: User) {
  await requestCode(user);
  await user.type(await screen.findByRole('textbox', { name: /Verification code/ }), CODE);
  await user.click(screen.getByRole('button', { name: 'Verify & Access Booking' }));
  return screen.findByRole('region', { name: 'Your bookings' });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('the my-booking page', () => {
  it('asks for the e-mail the booking was made with when there is no session', async () => {
    renderApp('/my-booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find My Booking' })).toBeInTheDocument();
    const email = await screen.findByLabelText(/Email address/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument();
    expect(routesCalled()).toEqual(['GET /api/my/bookings']);
    await waitFor(() => expect(document.title).toBe('My Booking | Sunward Group Travel'));
  });

  it('checks the address with the shared e-mail rule and sends nothing while it is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/my-booking');

    await requestCode(user, 'not-an-address');

    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(routesCalled()).not.toContain('POST /api/bookings/request-otp');
  });

  it("sends the code, says 'Verification Code Sent' and asks for the code", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/my-booking');

    await requestCode(user, '  Ana@Example.com ');

    expect(await screen.findByText('Verification Code Sent')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the 6-digit code.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/bookings/request-otp')?.body).toEqual({ email: EMAIL, website: '' });
    const step = screen.getByRole('region', { name: 'Enter your code' });
    expect(within(step).getByText(EMAIL)).toBeInTheDocument();
    await waitFor(() => expect(within(step).getByRole('textbox', { name: /Verification code/ })).toHaveFocus());
  });

  it("shows 'Failed to send verification code' when the request fails, and the server's message on 429", async () => {
    const user = userEvent.setup({ delay: null });
    state.requestOtp = { status: 500, body: { message: 'Internal error' } };
    renderApp('/my-booking');

    await requestCode(user);
    expect(await screen.findByText('Failed to send verification code. Please check your email address.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    toaster.remove();
    state.requestOtp = { status: 429, body: { message: 'Too many codes requested. Try again in 15 minutes.' } };
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Too many codes requested. Try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your email' })).toBeInTheDocument();
  });

  it("keeps digits only, at most 6, enables 'Verify & Access Booking' at exactly 6, and 'Change Email' goes back", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/my-booking');
    await requestCode(user);

    const code = await screen.findByRole('textbox', { name: /Verification code/ });
    const verify = screen.getByRole('button', { name: 'Verify & Access Booking' });
    expect(verify).toBeDisabled();
    await user.type(code, '4a8-29 1');
    expect(code).toHaveValue('48291');
    expect(verify).toBeDisabled();
    await user.type(code, '37');
    expect(code).toHaveValue('482913');
    expect(verify).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByLabelText(/Email address/)).toHaveValue(EMAIL);
    expect(routesCalled()).not.toContain('POST /api/bookings/verify-otp');
  });

  it("shows 'Verification Failed' for a wrong code and stays on the code step", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/my-booking');
    await requestCode(user);

    await user.type(await screen.findByRole('textbox', { name: /Verification code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Access Booking' }));

    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired verification code. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enter your code' })).toBeInTheDocument();
  });

  it("verifies the code and shows one card per booking: balance due or 'Paid in Full', details, status and reference", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/my-booking');
    await signIn(user);

    expect(calls.find((call) => call.route === 'POST /api/bookings/verify-otp')?.body).toEqual({ email: EMAIL, code: CODE });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your bookings' })).toHaveFocus());
    const trip = card('Tobago Island Escape');
    expect(within(trip).getByRole('heading', { level: 3, name: 'Tobago Island Escape' })).toBeInTheDocument();
    expect(within(trip).getByText('Booked on November 21, 2026')).toBeInTheDocument();
    expect(within(trip).getByText('Balance due')).toBeInTheDocument();
    expect(within(trip).getByText('$1,998')).toBeInTheDocument();
    expect(within(trip).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(trip).getByText('$2,598')).toBeInTheDocument();
    expect(within(trip).getByText('$600')).toBeInTheDocument();
    expect(within(trip).getByText('deposit paid')).toBeInTheDocument();
    expect(within(trip).getByText('SGT-7KQ4XM')).toBeInTheDocument();
    expect(within(trip).getByRole('button', { name: 'Make a Payment' })).toBeInTheDocument();

    const paid = card('Belize Adventure');
    expect(within(paid).getByText('Paid in Full')).toBeInTheDocument();
    expect(within(paid).getByText('confirmed')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Make a Payment' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the bookings of a live session at once, without a code', async () => {
    state.session = true;
    renderApp('/my-booking');

    expect(await screen.findByRole('article', { name: 'Tobago Island Escape' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email address/)).not.toBeInTheDocument();
    expect(routesCalled()).toEqual(['GET /api/my/bookings']);
  });

  it("toggles the payment history, and says 'No payment history available' when it is empty", async () => {
    const user = userEvent.setup({ delay: null });
    state.session = true;
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    const toggle = within(trip).getByRole('button', { name: 'View Payment History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const payments = await within(trip).findByRole('list', { name: 'Payments' });
    expect(within(payments).getByText('Deposit')).toBeInTheDocument();
    expect(within(payments).getByText('$600')).toBeInTheDocument();
    await user.click(toggle);
    expect(within(trip).queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();

    const paid = card('Belize Adventure');
    await user.click(within(paid).getByRole('button', { name: 'View Payment History' }));
    expect(await within(paid).findByText('No payment history available')).toBeInTheDocument();
    expect(routesCalled()).toContain('GET /api/bookings/bk-belize01/payments');
  });

  it("refuses an amount that is not positive or above the balance, with the spec's toasts", async () => {
    const user = userEvent.setup({ delay: null });
    state.session = true;
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    await user.click(within(trip).getByRole('button', { name: 'Make a Payment' }));
    const amount = within(trip).getByRole('spinbutton', { name: /Payment amount/ });
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '1');
    expect(amount).toHaveAttribute('max', '1998');

    await user.click(within(trip).getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Invalid Amount')).toBeInTheDocument();
    expect(within(trip).getByRole('spinbutton', { name: /Payment amount/ })).toHaveAccessibleDescription('Please enter a valid payment amount');

    toaster.remove();
    await enterText(user, amount, '2000');
    await user.click(within(trip).getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Amount Too Large')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Payment amount cannot exceed your balance of $1,998');
    expect(routesCalled()).not.toContain('POST /api/create-payment-intent');

    await user.click(within(trip).getByRole('button', { name: 'Cancel' }));
    expect(within(trip).getByRole('button', { name: 'Make a Payment' })).toBeInTheDocument();
  });

  it('pays part of the balance with a test card, records it and reloads the bookings', async () => {
    const user = userEvent.setup({ delay: null });
    state.session = true;
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    await user.click(within(trip).getByRole('button', { name: 'Make a Payment' }));
    await enterText(user, within(trip).getByRole('spinbutton', { name: /Payment amount/ }), '500.25');
    await user.click(within(trip).getByRole('button', { name: 'Continue to Payment' }));

    expect(await within(trip).findByRole('heading', { level: 4, name: 'Card payment' })).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/create-payment-intent')?.body).toEqual({
      bookingId: 'bk-tobago01',
      purpose: 'balance',
      amount: 50_025,
    });
    await enterText(user, await within(trip).findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await enterText(user, within(trip).getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
    await enterText(user, within(trip).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(trip).getByRole('button', { name: 'Pay $500.25' }));

    expect(await screen.findByText('Your payment of $500.25 has been received.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/bookings/bk-tobago01/additional-payment')?.body).toEqual({
      paymentIntentId: PAYMENT_INTENT_ID,
      amount: 50_025,
    });
    expect(await within(trip).findByText('$1,497.75')).toBeInTheDocument();
    expect(within(trip).getByText('$1,100.25')).toBeInTheDocument();
    expect(routesCalled().filter((route) => route === 'GET /api/my/bookings')).toHaveLength(2);
    expect(within(trip).getByText('Payment received')).toBeInTheDocument();
  });

  it("leaves the card form with 'Cancel Payment'", async () => {
    const user = userEvent.setup({ delay: null });
    state.session = true;
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    await user.click(within(trip).getByRole('button', { name: 'Make a Payment' }));
    await enterText(user, within(trip).getByRole('spinbutton', { name: /Payment amount/ }), '100');
    await user.click(within(trip).getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await within(trip).findByRole('button', { name: 'Cancel Payment' }));

    expect(within(trip).getByRole('button', { name: 'Make a Payment' })).toBeInTheDocument();
    expect(within(trip).queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('reads no payment from the address: a client secret, booking id and amount there record nothing', async () => {
    state.session = true;
    renderApp(
      `/my-booking?booking=bk-tobago01&amount=50000&payment_intent=${PAYMENT_INTENT_ID}&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded`,
    );

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });

    expect(within(trip).getByRole('button', { name: 'Make a Payment' })).toBeInTheDocument();
    expect(routesCalled()).not.toContain('POST /api/bookings/bk-tobago01/additional-payment');
    expect(screen.queryByText('Your payment has been received.')).not.toBeInTheDocument();
  });

  it("signs out with 'Sign out' and returns to the e-mail step", async () => {
    const user = userEvent.setup({ delay: null });
    state.session = true;
    renderApp('/my-booking');

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Verify your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText(/Email address/)).toHaveValue('');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(routesCalled()).toContain('POST /api/my/logout');
    expect(state.session).toBe(false);
  });

  it('shows the trip’s dates and when the balance is due, and a late booking’s due within 3 days of booking', async () => {
    state.session = true;
    state.bookings = [
      { ...tobago(), departureDate: '2027-03-04', returnDate: '2027-03-09', balanceDueDate: '2027-01-18' },
      { ...tobago(), id: 'bk-late01', packageTitle: 'Belize Adventure', reference: 'SGT-K8TE2Q', createdAt: '2027-02-20T15:00:00.000Z', departureDate: '2027-03-01', returnDate: '2027-03-06', balanceDueDate: '2027-02-23' },
    ];
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    expect(within(trip).getByText('March 4–9, 2027')).toBeInTheDocument();
    expect(within(trip).getByText('January 18, 2027')).toBeInTheDocument();
    expect(within(trip).getByText('Balance due by')).toBeInTheDocument();
    expect(within(trip).queryByText('Overdue')).not.toBeInTheDocument();
    const late = card('Belize Adventure');
    expect(within(late).getByText('February 23, 2027 (within 3 days of booking)')).toBeInTheDocument();
  });

  it("marks an overdue booking 'Overdue' and still offers 'Make a Payment'", async () => {
    state.session = true;
    state.bookings = [{ ...tobago(), status: 'overdue', balanceDueDate: '2026-11-01' }];
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    expect(within(trip).getByText('Overdue')).toBeInTheDocument();
    expect(within(trip).getByText('Your balance is overdue. Please pay it now to keep your seats.')).toBeInTheDocument();
    expect(within(trip).getByText('Balance was due')).toBeInTheDocument();
    expect(within(trip).getByRole('button', { name: 'Make a Payment' })).toBeInTheDocument();
  });

  it("offers 'Pay the deposit' on a booking still holding its seats, and pays it through the deposit calls", async () => {
    const user = userEvent.setup({ delay: null });
    state.session = true;
    const holding = bookingFixture({
      id: 'bk-pending01',
      reference: 'SGT-PND4QX',
      firstName: 'Ana',
      lastName: 'Lima',
      email: EMAIL,
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    state.bookings = [holding];
    state.createIntent = { status: 200, body: { clientSecret: CLIENT_SECRET, paymentIntentId: PAYMENT_INTENT_ID, amount: 30_000, holdExpiresAt: holding.holdExpiresAt } };
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    expect(within(trip).queryByRole('button', { name: 'Make a Payment' })).not.toBeInTheDocument();
    expect(within(trip).getByText('Deposit due now')).toBeInTheDocument();
    await user.click(within(trip).getByRole('button', { name: 'Pay the deposit' }));

    await enterText(user, await within(trip).findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await enterText(user, within(trip).getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
    await enterText(user, within(trip).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(trip).getByRole('button', { name: 'Pay $300 deposit' }));

    expect(await screen.findByText('Your deposit has been received and your seats are confirmed.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/create-payment-intent')?.body).toEqual({ bookingId: 'bk-pending01', purpose: 'deposit' });
    expect(calls.find((call) => call.route === 'POST /api/bookings/bk-pending01/deposit-payment')?.body).toEqual({ paymentIntentId: PAYMENT_INTENT_ID });
    expect(await within(trip).findByRole('button', { name: 'Make a Payment' })).toBeInTheDocument();
  });

  it('shows the server’s own reason when a payment cannot start, not a generic failure', async () => {
    const user = userEvent.setup({ delay: null });
    state.session = true;
    state.createIntent = { status: 409, body: { message: 'Pay the deposit for this booking first' } };
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    await user.click(within(trip).getByRole('button', { name: 'Make a Payment' }));
    await enterText(user, within(trip).getByRole('spinbutton', { name: /Payment amount/ }), '100');
    await user.click(within(trip).getByRole('button', { name: 'Continue to Payment' }));

    expect(await within(trip).findByText('Pay the deposit for this booking first')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to initialize payment/)).not.toBeInTheDocument();
  });

  it('shows an expired booking without a balance, and offers to book the trip again', async () => {
    state.session = true;
    state.bookings = [bookingFixture({ id: 'bk-expired01', reference: 'SGT-XPR3DQ', firstName: 'Ana', lastName: 'Lima', email: EMAIL, status: 'expired', createdAt: '2026-11-20T10:00:00.000Z' })];
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    expect(within(trip).getByText('Expired')).toBeInTheDocument();
    expect(within(trip).queryByText('Balance due')).not.toBeInTheDocument();
    expect(within(trip).queryByRole('button', { name: /Make a Payment|Pay the deposit/ })).not.toBeInTheDocument();
    expect(within(trip).getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/booking?package=tobago');
  });

  it('shows a released booking as cancelled, with what was kept and nothing to pay', async () => {
    state.session = true;
    state.bookings = [{ ...tobago(), status: 'cancelled', forfeited: 60_000, cancelledAt: '2026-12-05T15:00:00.000Z' }];
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    expect(within(trip).getByText('Cancelled')).toBeInTheDocument();
    expect(within(trip).getByText(/cancelled on December 5, 2026 because its balance was not paid\. The \$600 paid is kept under the refund policy\./)).toBeInTheDocument();
    expect(within(trip).queryByText('Balance due')).not.toBeInTheDocument();
    expect(within(trip).queryByRole('button', { name: /Make a Payment|Pay the deposit/ })).not.toBeInTheDocument();
  });

  it('shows a booking the agency cancelled with a refund: what went back to the card, and nothing to pay', async () => {
    state.session = true;
    state.bookings = [{ ...tobago(), amountPaid: 20_000, refunded: 40_000, status: 'cancelled', forfeited: 0, cancelledAt: '2026-12-05T15:00:00.000Z' }];
    renderApp('/my-booking');

    const trip = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    expect(within(trip).getByText('Cancelled')).toBeInTheDocument();
    expect(within(trip).getByText(/We cancelled this booking on December 5, 2026; its seats are released\. \$400 was refunded to your card\. Nothing more is owed\./)).toBeInTheDocument();
    expect(within(trip).queryByText(/balance was not paid/)).not.toBeInTheDocument();
    expect(within(trip).queryByRole('button', { name: /Make a Payment|Pay the deposit/ })).not.toBeInTheDocument();
  });

  it("says 'No Bookings Found' when the code's address has none", async () => {
    const user = userEvent.setup({ delay: null });
    state.bookings = [];
    renderApp('/my-booking');
    await signIn(user);

    expect(await screen.findByText('No Bookings Found')).toBeInTheDocument();
    expect(screen.getAllByText("We couldn't find any bookings with that email address.").length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
