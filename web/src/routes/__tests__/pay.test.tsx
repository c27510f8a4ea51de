import { localStripePath } from '@sunward/shared/local-stripe-path';
import type { PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { PAY_LINK_TOKEN as TOKEN, payLinkBooking as tobago } from '../../testing/pay-link-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useRecordingApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

const PAYMENT_INTENT_ID = 'pi_paylink7Hq2LmX9';
const CLIENT_SECRET = `${PAYMENT_INTENT_ID}_secret_91c2`;
const REVOKED = 'This payment link is no longer valid. Please open the link in our latest e-mail, or pay from My Booking with a verification code.';

interface State {
  booking: PayLinkBooking;
  /** How `POST /api/pay-links/booking` answers when not with the booking. */
  open?: { status: number; body: unknown };
  /** How `POST /api/pay-links/payment-intent` answers when not with a PaymentIntent of the amount asked. */
  intent?: { status: number; body: unknown };
  /** How `POST /api/pay-links/payment` answers when not by counting the payment. */
  record?: { status: number; body: unknown };
}

let state: State;

const { calls } = useRecordingApiServer(({ route, body }, response) => {
  switch (route) {
    case 'POST /api/pay-links/authentication':
      return sendJson(response, 409, { message: 'No automatic payment of this booking waits for authentication.' });
    case 'POST /api/pay-links/booking':
      if (state.open) return sendJson(response, state.open.status, state.open.body);
      return sendJson(response, 200, state.booking);
    case 'POST /api/pay-links/payment-intent': {
      if (state.intent) return sendJson(response, state.intent.status, state.intent.body);
      const { amount } = body as { amount: number };
      return sendJson(response, 200, { clientSecret: CLIENT_SECRET, paymentIntentId: PAYMENT_INTENT_ID, amount });
    }
    case `POST ${localStripePath}/v1/payment_intents/${PAYMENT_INTENT_ID}/confirm`:
      return sendJson(response, 200, { id: PAYMENT_INTENT_ID, object: 'payment_intent', status: 'succeeded' });
    case 'POST /api/pay-links/payment': {
      if (state.record) return sendJson(response, state.record.status, state.record.body);
      const amount = (calls.find((call) => call.route === 'POST /api/pay-links/payment-intent')?.body as { amount: number }).amount;
      const balanceDue = state.booking.balanceDue - amount;
      state.booking = { ...state.booking, balanceDue, status: balanceDue <= 0 ? 'confirmed' : state.booking.status };
      return sendJson(response, 200, state.booking);
    }
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  state = { booking: { ...tobago } };
});

afterEach(() => {
  toaster.remove();
});

const routesCalled = () => calls.map((call) => call.route);

async function payWithTestCard(user: ReturnType<typeof userEvent.setup>, payLabel: string) {
  await enterText(user, await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await enterText(user, screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
  await enterText(user, screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(screen.getByRole('button', { name: payLabel }));
}

describe('the pay link page', () => {
  it('takes the token out of the address, sends it in a body and shows the trip, dates, reference, balance and first name', async () => {
    const { router } = renderApp(`/pay#${TOKEN}`);

    const panel = await screen.findByRole('region', { name: 'Tobago Island Escape' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/pay');
    expect(calls.find((call) => call.route === 'POST /api/pay-links/booking')?.body).toEqual({ token: TOKEN });
    expect(routesCalled().every((route) => !route.includes(TOKEN))).toBe(true);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Tobago Island Escape' })).toBeInTheDocument();
    expect(within(panel).getByText('Hi Ana, here is what is left to pay for your trip.')).toBeInTheDocument();
    expect(within(panel).getByText('March 4–9, 2027')).toBeInTheDocument();
    expect(within(panel).getByText('SGT-7KQ4XM')).toBeInTheDocument();
    expect(within(panel).getByText('$1,998')).toBeInTheDocument();
    expect(within(panel).getByText('Due by January 18, 2027')).toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: /Payment amount/ })).toHaveValue(1998);
    expect(routesCalled()).not.toContain('GET /api/config');
    await waitFor(() => expect(document.title).toBe('Pay your balance | Sunward Group Travel'));
  });

  it('pays part of the balance with the card form and shows the new balance', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/pay#${TOKEN}`);

    const amount = await screen.findByRole('spinbutton', { name: /Payment amount/ });
    await user.clear(amount);
    await enterText(user, amount, '500.25');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await payWithTestCard(user, 'Pay $500.25');

    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/pay-links/payment-intent')?.body).toEqual({ token: TOKEN, amount: 50_025 });
    expect(calls.find((call) => call.route === 'POST /api/pay-links/payment')?.body).toEqual({ token: TOKEN, paymentIntentId: PAYMENT_INTENT_ID });
    expect(screen.getByText(/Your balance is now \$1,497\.75\./)).toBeInTheDocument();
    expect(screen.getByText('$1,497.75')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make another payment' })).toBeInTheDocument();
  });

  it("pays the whole balance and shows 'Paid in Full'", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/pay#${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await payWithTestCard(user, 'Pay $1,998');

    expect(await screen.findByText('Paid in Full')).toBeInTheDocument();
    expect(screen.getByText(/Your trip is paid in full\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue to Payment|Make another payment/ })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a payment cannot start', async () => {
    const user = userEvent.setup({ delay: null });
    state.intent = { status: 410, body: { message: REVOKED } };
    renderApp(`/pay#${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));

    const amount = screen.getByRole('spinbutton', { name: /Payment amount/ });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(REVOKED));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Failed to initialize payment/)).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a payment the card made is not counted, and the booking as it is now', async () => {
    const user = userEvent.setup({ delay: null });
    const released = 'This booking was cancelled for its unpaid balance, so this payment was not applied. It will be refunded to your card.';
    state.record = { status: 409, body: { message: released } };
    renderApp(`/pay#${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    state.booking = { ...tobago, status: 'cancelled' };
    await payWithTestCard(user, 'Pay $1,998');

    expect(await screen.findByText(released)).toBeInTheDocument();
    expect(await screen.findByText(/This booking is no longer active/)).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay \$|Continue to Payment/ })).not.toBeInTheDocument();
  });

  it('marks an overdue balance', async () => {
    state.booking = { ...tobago, status: 'overdue' };
    renderApp(`/pay#${TOKEN}`);

    const panel = await screen.findByRole('region', { name: 'Tobago Island Escape' });
    expect(within(panel).getByText('Overdue')).toBeInTheDocument();
    expect(within(panel).getByText('Was due January 18, 2027')).toBeInTheDocument();
  });

  it('says why a revoked or expired link no longer works, offers My Booking, and no card form', async () => {
    state.open = { status: 410, body: { message: REVOKED } };
    renderApp(`/pay#${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(REVOKED);
    expect(screen.getByRole('heading', { level: 2, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Booking' })).toHaveAttribute('href', '/my-booking');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(routesCalled().filter((route) => route === 'POST /api/pay-links/booking')).toHaveLength(1);
  });

  it.each([
    ['no fragment', '/pay'],
    ['a cut-off token', `/pay#${TOKEN.slice(0, 20)}`],
  ])('explains a link with %s and sends nothing', async (_name, path) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'This link is not complete' })).toBeInTheDocument();
    expect(routesCalled()).toEqual([]);
  });
});
