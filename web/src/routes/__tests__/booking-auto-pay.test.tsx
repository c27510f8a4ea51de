import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import { cents } from '@sunward/shared/money';
import { agencyDate } from '@sunward/shared/rules/agency-calendar';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { AUTO_PAY_LABEL, INSTALLMENT_CONSENT_VERSION, installmentConsentText } from '@sunward/shared/rules/installment-consent';
import { planInstallments } from '@sunward/shared/rules/installment-plan';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { catalogueAsPackages } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { answerTripOrConfig, sendJson, useRecordingApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';
import { useTestClock } from '../../testing/test-clock';

/**
 * Morocco, $2,658 a person, leaves July 8, 2027 with its balance due May 24: booked on November
 * 10, 2026, six monthly payments fit before May 14, the last day one may fall on.
 */
const NOW = new Date('2026-11-10T15:00:00Z');
const MOROCCO_DUE = '2027-05-24';
const packages = catalogueAsPackages();
const PAYMENT_INTENT_ID = 'pi_autoPay5Tq8Lm';

/** The plan the form should offer one Morocco traveller on `NOW`: the shared rule, as the server makes it. */
const plan = planInstallments({ balanceCents: cents(265_800 - DEPOSIT_PER_TRAVELER_CENTS), startDate: agencyDate(NOW), balanceDueDate: MOROCCO_DUE });

function bookingFrom(body: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id: 'bk-autopay01',
    reference: 'SGT-7KQ4XM',
    packageId: String(body.packageId),
    packageTitle: 'Portugal & Morocco: Lisbon to Marrakech',
    packagePrice: 2658,
    departureId: '2027-07-08',
    departureDate: '2027-07-08',
    returnDate: '2027-07-13',
    balanceDueDate: MOROCCO_DUE,
    firstName: String(body.firstName),
    lastName: String(body.lastName),
    email: String(body.email),
    phone: String(body.phone),
    travelers: 1,
    depositAmount: 300,
    remainingAmount: 2358,
    amountPaid: 0,
    balanceDue: 265_800,
    status: 'pending',
    depositPaid: false,
    fullPaymentPaid: false,
    depositPaymentIntentId: null,
    createdAt: NOW.toISOString(),
    holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
    ...(body.autoPay === true ? { autoPayRequested: true } : {}),
    ...extra,
  };
}

/** The plan as `POST /api/bookings/{id}/deposit-payment` answers it once the deposit started it. */
const startedPlan = {
  state: 'active',
  consentVersion: INSTALLMENT_CONSENT_VERSION,
  consentedAt: NOW.toISOString(),
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
  cardExpiresBeforeLastCharge: false,
  installments: plan.map(({ number, date, amountCents }) => ({ number, date, amount: amountCents, state: 'scheduled', attempts: 0 })),
  nextCharge: { date: plan[0]?.date, amount: plan[0]?.amountCents },
};

const { calls } = useRecordingApiServer(({ route, path, body }, response) => {
  if (route.startsWith('GET ')) return answerTripOrConfig(response, path, packages);
  if (path === `${localStripePath}/v1/payment_intents/${PAYMENT_INTENT_ID}/confirm`) {
    return sendJson(response, 200, { id: PAYMENT_INTENT_ID, object: 'payment_intent', status: 'succeeded', amount: 30_000 });
  }
  const booked = () => bookingCall()?.body as Record<string, unknown>;
  if (path === '/api/bookings') return sendJson(response, 201, { booking: bookingFrom(body as Record<string, unknown>) });
  if (path === '/api/create-payment-intent') {
    return sendJson(response, 200, { clientSecret: `${PAYMENT_INTENT_ID}_secret_1`, paymentIntentId: PAYMENT_INTENT_ID, amount: 30_000 });
  }
  if (path === '/api/bookings/bk-autopay01/deposit-payment') {
    const paid = { status: 'deposit_paid', depositPaid: true, amountPaid: 30_000, balanceDue: 235_800 };
    return sendJson(response, 200, { booking: bookingFrom(booked(), { ...paid, autoPay: booked().autoPay === true ? startedPlan : null }) });
  }
  sendJson(response, 404, { message: 'Not found' });
});

/** What the form sent to book. */
const bookingCall = () => calls.find((call) => call.route === 'POST /api/bookings');

useTestClock(NOW);

beforeEach(() => {
  startedPlan.cardExpiresBeforeLastCharge = false;
});

afterEach(() => {
  toaster.remove();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillDetails(user: User) {
  await enterText(user, await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
  await enterText(user, screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await enterText(user, screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await enterText(user, screen.getByRole('textbox', { name: /Phone/ }), '+1 212 555 0100');
  await user.click(screen.getByRole('checkbox', { name: /accept the booking terms/ }));
}

async function payDeposit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('region', { name: 'Payment' });
  await enterText(user, screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await enterText(user, screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1234');
  await enterText(user, screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $300 deposit' }));
  return screen.findByRole('region', { name: 'Payment Successful!' });
}

describe('paying the balance automatically, chosen on the booking form', () => {
  it('offers the plan unticked, and the price summary names the same six payments', async () => {
    renderApp(`/booking?package=${packageIds.morocco}`);

    const box = await screen.findByRole('checkbox', { name: AUTO_PAY_LABEL });
    expect(box).not.toBeChecked();
    expect(plan.map((installment) => installment.amountCents)).toEqual([39_300, 39_300, 39_300, 39_300, 39_300, 39_300]);
    const summary = screen.getByRole('region', { name: 'Price summary' });
    expect(within(summary).getByText('or 6 monthly payments of $393')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(
      'Optional. 6 monthly payments of $393 from December 10, 2026, charged to the card you pay the deposit with. We e-mail you 3 days before each one, and you can switch them off at any time in My Booking.',
    );
    expect(screen.queryByRole('table', { name: 'Your automatic payments' })).not.toBeInTheDocument();
  });

  it('shows the plan as a table with the consent once ticked, and books with autoPay', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${packageIds.morocco}`);
    await fillDetails(user);

    await user.click(screen.getByRole('checkbox', { name: AUTO_PAY_LABEL }));

    const table = await screen.findByRole('table', { name: 'Your automatic payments' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'December 10, 2026', '$393'],
      ['2', 'January 10, 2027', '$393'],
      ['3', 'February 10, 2027', '$393'],
      ['4', 'March 10, 2027', '$393'],
      ['5', 'April 10, 2027', '$393'],
      ['6', 'May 10, 2027', '$393'],
    ]);
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$2,358');
    for (const sentence of installmentConsentText({ installments: plan, card: 'deposit-card' })) expect(screen.getByText(sentence)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('region', { name: 'Payment' });
    expect(bookingCall()).toEqual({
      route: 'POST /api/bookings',
      path: '/api/bookings',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+1 212 555 0100',
        travelers: 1,
        acceptTerms: true,
        packageId: packageIds.morocco,
        departureId: '2027-07-08',
        autoPay: true,
      },
    });
  });

  it('says on the receipt what the deposit started', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${packageIds.morocco}`);
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: AUTO_PAY_LABEL }));

    const success = await payDeposit(user);

    expect(
      within(success).getByText(/^Automatic payments are on: 6 monthly payments of \$393 from December 10, 2026, charged to the card you just used\./),
    ).toBeInTheDocument();
  });

  it('says on the receipt when the card expires before the last payment', async () => {
    startedPlan.cardExpiresBeforeLastCharge = true;
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${packageIds.morocco}`);
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: AUTO_PAY_LABEL }));

    const success = await payDeposit(user);

    expect(within(success).getByText(/charged to the card you just used\. That card expires before the last payment: please change it before then\./)).toBeInTheDocument();
  });

  it('sends no autoPay when the box stays unticked, and the receipt names the balance due', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${packageIds.morocco}`);
    await fillDetails(user);

    const success = await payDeposit(user);

    expect(bookingCall()?.body).not.toHaveProperty('autoPay');
    expect(within(success).getByText(/^The remaining \$2,358 is due by May 24, 2027\./)).toBeInTheDocument();
  });

  it('makes a new booking when the box changes after booking, since the deposit is taken differently', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`/booking?package=${packageIds.morocco}`);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('region', { name: 'Payment' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('checkbox', { name: AUTO_PAY_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('region', { name: 'Payment' });

    const bookings = calls.filter((call) => call.route === 'POST /api/bookings').map((call) => (call.body as Record<string, unknown>).autoPay);
    expect(bookings).toEqual([undefined, true]);
  });

  it('does not offer the box when no monthly payment fits before the balance is due', async () => {
    vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
    renderApp(`/booking?package=${packageIds.tobago}&departure=2027-01-14`);

    expect(await screen.findByText(/^Automatic monthly payments are not offered for this departure/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: AUTO_PAY_LABEL })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Price summary' })).queryByText(/monthly payments/)).not.toBeInTheDocument();
  });
});
