import type { ServerResponse } from 'node:http';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { catalogueAsPackages } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { answerTripOrConfig, localCardConfig, readTextBody, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

/** Tobago: $1,299 per person and open dates, so it can always be booked. */
const TRIP_ID = packageIds.tobago;
const packages = catalogueAsPackages();
const PAYMENT_INTENT_ID = 'pi_test3Kd8sPq2xLm';
const CLIENT_SECRET = `${PAYMENT_INTENT_ID}_secret_5fa1`;
const PUBLISHABLE_KEY = localCardConfig.payments.publishableKey;

/** How the test server answers `POST /api/bookings` in the current test; by default it books. */
type Answer = (response: ServerResponse, body: Record<string, unknown>) => void;

let answerBooking: Answer;
/** When set, `POST /api/create-payment-intent` answers 409 with this message. */
let intentRefusal: string | undefined;
/** When set, the stub answers a confirm as Stripe does once the server cancelled the PaymentIntent. */
let intentCanceled = false;
/** Every call the page made, with its body: JSON for our API, the form for the Stripe stub. */
const calls: { route: string; body: unknown }[] = [];

function bookingFrom(body: Record<string, unknown>) {
  const travelers = Number(body.travelers);
  return {
    id: 'bk-7f3a9c',
    reference: 'SGT-7KQ4XM',
    packageId: String(body.packageId),
    packageTitle: 'Tobago Island Escape',
    packagePrice: 1299,
    firstName: String(body.firstName),
    lastName: String(body.lastName),
    email: String(body.email),
    phone: String(body.phone),
    travelers,
    depositAmount: 300 * travelers,
    remainingAmount: 1299 * travelers - 300 * travelers,
    amountPaid: 0,
    balanceDue: 129900 * travelers,
    status: 'pending',
    depositPaid: false,
    fullPaymentPaid: false,
    depositPaymentIntentId: null,
    createdAt: '2026-11-21T15:12:00.000Z',
    holdExpiresAt: '2026-11-21T15:42:00.000Z',
  };
}

const travellerDetails = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 212 555 0100' };

const book: Answer = (response, body) => sendJson(response, 201, { booking: bookingFrom(body) });

useTestApiServer(async (request, response) => {
  const path = request.url ?? '';
  const text = await readTextBody(request);
  const route = `${request.method} ${path}`;
  if (request.method === 'GET') return answerTripOrConfig(response, path, packages);
  // The Stripe stub's confirm, as infra/local/stripe-stub.ts answers it for Stripe's test cards.
  if (path === `${localStripePath}/v1/payment_intents/${PAYMENT_INTENT_ID}/confirm`) {
    const form = new URLSearchParams(text);
    calls.push({ route, body: Object.fromEntries(form) });
    if (intentCanceled) {
      const message = 'You cannot confirm this PaymentIntent because it has a status of canceled.';
      const intent = { id: PAYMENT_INTENT_ID, object: 'payment_intent', status: 'canceled' };
      return sendJson(response, 400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, payment_intent: intent } });
    }
    if (form.get('payment_method_data[card][number]') === '4000000000000002') {
      return sendJson(response, 402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
    }
    return sendJson(response, 200, { id: PAYMENT_INTENT_ID, object: 'payment_intent', status: 'succeeded', amount: 60000 });
  }
  const body = JSON.parse(text) as Record<string, unknown>;
  calls.push({ route, body });
  if (path === '/api/bookings') return answerBooking(response, body);
  if (path === '/api/create-payment-intent') {
    if (intentRefusal) return sendJson(response, 409, { message: intentRefusal });
    return sendJson(response, 200, { clientSecret: CLIENT_SECRET, paymentIntentId: PAYMENT_INTENT_ID, amount: 60000 });
  }
  if (path === '/api/bookings/bk-7f3a9c/deposit-payment') {
    const booked = calls.find((call) => call.route === 'POST /api/bookings')?.body as Record<string, unknown> | undefined;
    const booking = bookingFrom(booked ?? { ...travellerDetails, travelers: 2, packageId: TRIP_ID });
    return sendJson(response, 200, { booking: { ...booking, status: 'deposit_paid', depositPaid: true, amountPaid: 60000, balanceDue: booking.balanceDue - 60000 } });
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  calls.length = 0;
  answerBooking = book;
  intentRefusal = undefined;
  intentCanceled = false;
});

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillDetails(user: User, travelers = '2') {
  await enterText(user, await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
  await enterText(user, screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await enterText(user, screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await enterText(user, screen.getByRole('textbox', { name: /Phone/ }), '+1 212 555 0100');
  const count = screen.getByRole('spinbutton', { name: /Travelers/ });
  await user.clear(count);
  await enterText(user, count, travelers);
  await user.click(screen.getByRole('checkbox', { name: /accept the booking terms/ }));
}

async function reachPayment(user: User) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  return screen.findByRole('region', { name: 'Payment' });
}

async function payWith(user: User, number: string) {
  await enterText(user, screen.getByRole('textbox', { name: 'Card number' }), number);
  await enterText(user, screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
  await enterText(user, screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $600 deposit' }));
}

const routesCalled = () => calls.map((call) => call.route);

describe('booking a trip and paying the deposit', () => {
  it('checks the fields with the shared schema and sends nothing while one is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);

    await enterText(user, await screen.findByRole('textbox', { name: /Email/ }), 'ada@');
    const count = screen.getByRole('spinbutton', { name: /Travelers/ });
    await user.clear(count);
    await enterText(user, count, '11');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription('Phone is required');
    expect(count).toHaveAccessibleDescription('At most 10 travelers per booking');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('type', 'tel');
    expect(count).toHaveAttribute('min', '1');
    expect(count).toHaveAttribute('max', '10');
    expect(calls).toEqual([]);
  });

  it('prices 2 travellers with the shared rules: total, $300 deposit each, balance, and no monthly plan when the balance is due within a month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);

    const count = await screen.findByRole('spinbutton', { name: /Travelers/ });
    await user.clear(count);
    await enterText(user, count, '2');

    const summary = screen.getByRole('region', { name: 'Price summary' });
    expect(within(summary).getByText('$1,299 × 2 travelers')).toBeInTheDocument();
    expect(within(summary).getByText('$2,598')).toBeInTheDocument();
    expect(within(summary).getByText('Deposit due today ($300 per traveler, non-refundable)')).toBeInTheDocument();
    expect(within(summary).getByText('Remaining balance, due by November 30, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('$600')).toBeInTheDocument();
    expect(within(summary).getByText(/^\$1,998/)).toBeInTheDocument();
    expect(within(summary).queryByText(/monthly payments/)).not.toBeInTheDocument();
  });

  it("shows 'Booking Failed' with the server's message when the seats are gone", async () => {
    answerBooking = (response) => sendJson(response, 409, { message: 'Only 1 seats left on this trip' });
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText('Only 1 seats left on this trip')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Booking Information' })).toBeInTheDocument();
    expect(routesCalled()).toEqual(['POST /api/bookings']);
  });

  it("shows 'Payment Setup Failed' with the server's message and books afresh on the next try", async () => {
    intentRefusal = 'This booking’s hold has expired. Please book again.';
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('This booking’s hold has expired. Please book again.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Booking Information' })).toBeInTheDocument();

    intentRefusal = undefined;
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('region', { name: 'Payment' });
    expect(routesCalled()).toEqual(['POST /api/bookings', 'POST /api/create-payment-intent', 'POST /api/bookings', 'POST /api/create-payment-intent']);
  });

  it("puts the server's 400 issues on their fields", async () => {
    answerBooking = (response) =>
      sendJson(response, 400, { message: 'Invalid request', issues: [{ path: ['phone'], message: 'Enter a valid phone number' }] });
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a valid phone number'));
    expect(phone).toHaveFocus();
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
  });

  it('books, opens the payment step with the amount due and the hold, and goes back with the values kept', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);

    const payment = await reachPayment(user);

    expect(calls.slice(0, 2)).toEqual([
      {
        route: 'POST /api/bookings',
        body: { ...travellerDetails, travelers: 2, acceptTerms: true, packageId: TRIP_ID, departureId: '2027-01-14' },
      },
      { route: 'POST /api/create-payment-intent', body: { bookingId: 'bk-7f3a9c', purpose: 'deposit' } },
    ]);
    await waitFor(() => expect(within(payment).getByRole('heading', { name: 'Payment' })).toHaveFocus());
    expect(within(payment).getByText('Deposit due now')).toBeInTheDocument();
    expect(within(payment).getByText('$600')).toBeInTheDocument();
    expect(within(payment).getByText(/^Your seats are held until \d{1,2}:42 (AM|PM)\.$/)).toBeInTheDocument();
    expect(
      within(payment).getByText('Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future date, any CVC'),
    ).toBeInTheDocument();
    expect(within(payment).getByRole('textbox', { name: 'Card number' })).toHaveAttribute('autocomplete', 'cc-number');
    expect(within(payment).getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveAttribute('autocomplete', 'cc-exp');
    expect(within(payment).getByRole('textbox', { name: 'CVC' })).toHaveAttribute('autocomplete', 'cc-csc');
    const other = within(payment).getByRole('region', { name: 'Prefer to pay another way?' });
    expect(within(other).getByRole('link', { name: 'Pay over time with Flexpay' })).toHaveAttribute('href', '/flexpay');
    expect(within(other).getByRole('link', { name: /^Email / })).toHaveAttribute('href', expect.stringMatching(/^mailto:[^?]+@[^?]+\?subject=/));

    await user.click(screen.getByRole('button', { name: 'Back' }));

    const details = await screen.findByRole('region', { name: 'Booking Information' });
    await waitFor(() => expect(within(details).getByRole('heading', { name: 'Booking Information' })).toHaveFocus());
    expect(within(details).getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(within(details).getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    expect(within(details).getByRole('spinbutton', { name: /Travelers/ })).toHaveValue(2);

    // Forward again pays for the same booking: no second booking is made.
    await user.click(within(details).getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('region', { name: 'Payment' });
    expect(routesCalled()).toEqual(['POST /api/bookings', 'POST /api/create-payment-intent', 'POST /api/create-payment-intent']);
  });

  it("shows 'Payment Failed' with the provider's message for a declined card and stays on the payment step", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);
    await reachPayment(user);

    await payWith(user, '4000000000000002');

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toBeInTheDocument();
    expect(routesCalled()).not.toContain('POST /api/bookings/bk-7f3a9c/deposit-payment');
  });

  it('says the hold expired when its PaymentIntent was cancelled while the card form was open, and books afresh', async () => {
    intentCanceled = true;
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);
    await reachPayment(user);

    await payWith(user, '4242424242424242');

    expect(await screen.findByText('This booking’s hold has expired. Please book again.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Booking Information' })).toBeInTheDocument();
    expect(routesCalled()).not.toContain('POST /api/bookings/bk-7f3a9c/deposit-payment');

    intentCanceled = false;
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('region', { name: 'Payment' });
    expect(routesCalled().filter((route) => route === 'POST /api/bookings')).toHaveLength(2);
  });

  it("confirms the card with the stub, records the deposit and shows 'Payment Successful!'", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${TRIP_ID}`);
    await reachPayment(user);

    await payWith(user, '4242424242424242');

    const success = await screen.findByRole('region', { name: 'Payment Successful!' });
    expect(within(success).getByText(/Your deposit of \$600 has been received/)).toBeInTheDocument();
    expect(within(success).getByText('You will be taken to the home page in 5 seconds.')).toBeInTheDocument();
    expect(within(success).getByText('SGT-7KQ4XM')).toBeInTheDocument();
    // The toast comes from a chunk of its own, so it may land after the step it announces.
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Your deposit of $600 has been received.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const confirm = calls.find((call) => call.route.includes(`${localStripePath}/`));
    expect(confirm?.body).toEqual({
      key: PUBLISHABLE_KEY,
      client_secret: CLIENT_SECRET,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2030',
      'payment_method_data[card][cvc]': '123',
    });
    expect(calls.at(-1)).toEqual({ route: 'POST /api/bookings/bk-7f3a9c/deposit-payment', body: { paymentIntentId: PAYMENT_INTENT_ID } });
  });

  it('reads no payment from the address: a client secret and booking id there record nothing, and booking goes on as usual', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(
      `/booking?package=${TRIP_ID}&booking=bk-7f3a9c&payment_intent=${PAYMENT_INTENT_ID}&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded`,
    );

    await reachPayment(user);

    expect(screen.queryByRole('region', { name: 'Payment Successful!' })).not.toBeInTheDocument();
    expect(routesCalled()).toEqual(['POST /api/bookings', 'POST /api/create-payment-intent']);
  });
});
