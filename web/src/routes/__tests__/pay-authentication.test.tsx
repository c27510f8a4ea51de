import { localStripePath } from '@sunward/shared/local-stripe-path';
import type { PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { renderApp } from '../../testing/render-app';
import { sendJson, useRecordingApiServer } from '../../testing/test-api-server';

const TOKEN = 'q9Zx-3_bT0aLw8sVYkR2mNcE5fHjU7pDgI1oK4tW6yA';
const PAYMENT_INTENT_ID = 'pi_installment2Rk8';
const PAYMENT_METHOD_ID = 'pm_card3155Saved';
const CLIENT_SECRET = `${PAYMENT_INTENT_ID}_secret_7d1e`;

/** Morocco for one with its deposit in: $2,358 due by May 24, 2027, paid $393 a month automatically. */
const morocco: PayLinkBooking = {
  reference: 'SGT-M4RC7Q',
  packageTitle: 'Portugal & Morocco: Lisbon to Marrakech',
  departureDate: '2027-07-08',
  returnDate: '2027-07-13',
  balanceDueDate: '2027-05-24',
  firstName: 'Ana',
  balanceDue: 235_800,
  status: 'deposit_paid',
};

let booking: PayLinkBooking;
/** The stub's answer to the confirm: the bank's verdict once the traveller authenticated, or a refusal. */
let confirmAnswer: { status: number; body: unknown };

const { calls } = useRecordingApiServer(({ route }, response) => {
  switch (route) {
    case 'POST /api/pay-links/booking':
      return sendJson(response, 200, booking);
    case 'POST /api/pay-links/authentication':
      return sendJson(response, 200, {
        clientSecret: CLIENT_SECRET,
        paymentIntentId: PAYMENT_INTENT_ID,
        paymentMethodId: PAYMENT_METHOD_ID,
        amount: 39_300,
        installmentNumber: 2,
      });
    case `POST ${localStripePath}/v1/payment_intents/${PAYMENT_INTENT_ID}/confirm`:
      return sendJson(response, confirmAnswer.status, confirmAnswer.body);
    case 'POST /api/pay-links/payment':
      booking = { ...booking, balanceDue: booking.balanceDue - 39_300 };
      return sendJson(response, 200, booking);
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  booking = { ...morocco };
  confirmAnswer = { status: 200, body: { id: PAYMENT_INTENT_ID, object: 'payment_intent', status: 'succeeded' } };
});

afterEach(() => {
  toaster.remove();
});

describe('confirming an automatic payment from the mail', () => {
  it('offers the payment the bank asked about, confirms it with the saved card, records it and says it is paid', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/pay#${TOKEN}`);

    const request = await screen.findByRole('region', { name: 'Your bank asked you to confirm a payment' });
    expect(within(request).getByText('$393')).toBeInTheDocument();
    expect(within(request).getByText(/^Your bank wants you to approve automatic payment no\. 2, for \$393, before it is taken\./)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Payment amount/ })).not.toBeInTheDocument();
    const confirm = within(request).getByRole('button', { name: 'Confirm this payment' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    const done = await screen.findByText('Payment confirmed');
    expect(done.parentElement).toHaveTextContent(
      'Thank you! Your payment of $393 is paid. Your balance is now $1,965; your next automatic payments go ahead as planned.',
    );
    expect(screen.queryByRole('region', { name: 'Your bank asked you to confirm a payment' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/pay-links/authentication')?.body).toEqual({ token: TOKEN });
    const stubConfirm = calls.find((call) => call.route.includes(`/payment_intents/${PAYMENT_INTENT_ID}/confirm`));
    expect(stubConfirm?.body).toMatchObject({ client_secret: CLIENT_SECRET, payment_method: PAYMENT_METHOD_ID, setup_future_usage: 'off_session' });
    expect(calls.find((call) => call.route === 'POST /api/pay-links/payment')?.body).toEqual({ token: TOKEN, paymentIntentId: PAYMENT_INTENT_ID });
  });

  it("shows the bank's refusal and records nothing", async () => {
    confirmAnswer = {
      status: 402,
      body: { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } },
    };
    const user = userEvent.setup({ delay: null });
    renderApp(`/pay#${TOKEN}`);

    const confirm = await screen.findByRole('button', { name: 'Confirm this payment' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await screen.findByText('We are unable to authenticate your payment method.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm this payment' })).toBeInTheDocument();
    expect(calls.map((call) => call.route)).not.toContain('POST /api/pay-links/payment');
  });

  it('still lets the traveller pay another amount instead', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/pay#${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Pay a different amount instead' }));

    expect(await screen.findByRole('spinbutton', { name: /Payment amount/ })).toHaveValue(2358);
  });
});
