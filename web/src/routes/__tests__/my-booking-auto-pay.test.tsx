import { localStripePath } from '@sunward/shared/local-stripe-path';
import { AUTO_PAY_LABEL, INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import type { Booking } from '@sunward/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { bookingFixture } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { localCardConfig, readCall, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';
import { useTestClock } from '../../testing/test-clock';

/** November 10, 2026: Morocco's balance of $2,358 is due May 24, 2027, so six monthly payments fit. */
const NOW = new Date('2026-11-10T15:00:00Z');
const TITLE = 'Portugal & Morocco: Lisbon to Marrakech';
const SETUP_INTENT_ID = 'seti_autoPay7Kq2';
type AutoPay = NonNullable<Booking['autoPay']>;

const dates = ['2026-12-10', '2027-01-10', '2027-02-10', '2027-03-10', '2027-04-10', '2027-05-10'];

function morocco(autoPay?: AutoPay | null): Booking {
  return bookingFixture({
    id: 'bk-morocco01',
    reference: 'SGT-M4RC7Q',
    packageId: 'portugal-morocco',
    packageTitle: TITLE,
    packagePrice: 2658,
    firstName: 'Ana',
    lastName: 'Lima',
    departureId: '2027-07-08',
    departureDate: '2027-07-08',
    returnDate: '2027-07-13',
    balanceDueDate: '2027-05-24',
    depositAmount: 300,
    remainingAmount: 2358,
    amountPaid: 30_000,
    balanceDue: 235_800,
    status: 'deposit_paid',
    depositPaid: true,
    depositPaymentIntentId: 'pi_deposit9Lm2',
    createdAt: '2026-11-09T15:12:00.000Z',
    holdExpiresAt: '2026-11-09T15:42:00.000Z',
    ...(autoPay === undefined ? {} : { autoPay }),
  });
}

function plan(overrides: Partial<AutoPay> = {}): AutoPay {
  return {
    state: 'active',
    consentVersion: INSTALLMENT_CONSENT_VERSION,
    consentedAt: '2026-11-09T15:20:00.000Z',
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    cardExpiresBeforeLastCharge: false,
    installments: dates.map((date, index) => ({ number: index + 1, date, amount: 39_300, state: 'scheduled', attempts: 0 })),
    nextCharge: { date: '2026-12-10', amount: 39_300 },
    ...overrides,
  } as AutoPay;
}

let bookings: Booking[];
/** How `POST …/auto-pay/setup-intent` answers in this test, when not with a SetupIntent. */
let setupRefusal: string | undefined;
const calls: { route: string; body: unknown }[] = [];

useTestApiServer(async (request, response) => {
  const { route, body } = await readCall(request);
  calls.push({ route, body });
  if (route === 'GET /api/config') return sendJson(response, 200, localCardConfig);
  if (route === 'GET /api/my/bookings') return sendJson(response, 200, bookings);
  if (route === 'POST /api/bookings/bk-morocco01/auto-pay/setup-intent') {
    if (setupRefusal) return sendJson(response, 409, { message: setupRefusal });
    const { purpose } = body as { purpose: string };
    const installments = purpose === 'opt-in' ? dates.map((date, index) => ({ number: index + 1, date, amount: 39_300 })) : [];
    return sendJson(response, 200, { clientSecret: `${SETUP_INTENT_ID}_secret_1`, setupIntentId: SETUP_INTENT_ID, installments });
  }
  if (route === `POST ${localStripePath}/v1/setup_intents/${SETUP_INTENT_ID}/confirm`) {
    return sendJson(response, 200, { id: SETUP_INTENT_ID, object: 'setup_intent', status: 'succeeded', payment_method: 'pm_card_5556' });
  }
  if (route === 'POST /api/bookings/bk-morocco01/auto-pay') {
    const changing = bookings[0]?.autoPay?.state === 'active';
    const card = { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2027 };
    bookings = [morocco(changing ? plan({ card, cardExpiresBeforeLastCharge: true }) : plan({ consentedAt: NOW.toISOString() }))];
    return sendJson(response, 200, { booking: bookings[0] });
  }
  if (route === 'DELETE /api/bookings/bk-morocco01/auto-pay') {
    bookings = [morocco(plan({ state: 'off', card: null, nextCharge: null }))];
    return sendJson(response, 200, { booking: bookings[0] });
  }
  sendJson(response, 404, { message: 'Not found' });
});

useTestClock(NOW);

beforeEach(() => {
  calls.length = 0;
  setupRefusal = undefined;
});

afterEach(() => {
  toaster.remove();
});

type User = ReturnType<typeof userEvent.setup>;

async function autoPaySection() {
  const card = await screen.findByRole('article', { name: TITLE });
  return within(card).getByRole('region', { name: 'Automatic payments' });
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1, -1)
    // jsdom matches no media query, so the table is laid out as on a phone: each state under its date.
    .map((row) => {
      const [number, date, amount] = within(row).getAllByRole('cell');
      const state = date?.children[1]?.textContent;
      return [number?.textContent, date?.firstElementChild?.textContent, amount?.textContent, ...(state === undefined ? [] : [state])];
    });
}

async function saveCard(user: User, scope: HTMLElement, submit: string) {
  await enterText(user, await within(scope).findByRole('textbox', { name: 'Card number' }), '5555555555554444');
  await enterText(user, within(scope).getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '0327');
  await enterText(user, within(scope).getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(within(scope).getByRole('button', { name: submit }));
}

describe('automatic payments in My booking', () => {
  it('shows a running plan: its state, the card, and what became of each payment', async () => {
    const installments = plan().installments.map((installment) =>
      installment.number === 1
        ? { ...installment, state: 'paid' as const, attempts: 1, paid: 39_300 }
        : installment.number === 2
          ? { ...installment, state: 'retrying' as const, attempts: 1, nextAttemptDate: '2027-01-12', failureMessage: 'Your card has insufficient funds.' }
          : installment,
    );
    bookings = [morocco(plan({ installments, nextCharge: { date: '2027-01-12', amount: 39_300 } }))];
    renderApp('/my-booking');

    const section = await autoPaySection();
    expect(within(section).getByText('Active')).toBeInTheDocument();
    expect(within(section).getByText(/^Your next payment is \$393 on January 12, 2027\./)).toBeInTheDocument();
    expect(within(section).getByText('Visa •••• 4242, expires 12/2034')).toBeInTheDocument();
    expect(within(section).queryByText(/This card expires before your last payment/)).not.toBeInTheDocument();
    expect(rowsOf(within(section).getByRole('table', { name: 'Your automatic payments' }))).toEqual([
      ['1', 'December 10, 2026', '$393', 'Paid'],
      ['2', 'January 10, 2027', '$393', 'Failed, trying again on January 12, 2027Your card has insufficient funds.'],
      ['3', 'February 10, 2027', '$393', 'Scheduled'],
      ['4', 'March 10, 2027', '$393', 'Scheduled'],
      ['5', 'April 10, 2027', '$393', 'Scheduled'],
      ['6', 'May 10, 2027', '$393', 'Scheduled'],
    ]);
    expect(within(section).getByRole('button', { name: 'Change card' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Switch off' })).toBeInTheDocument();
  });

  it.each([
    ['needs-traveller', 'Needs you', /^A payment did not go through with this card\. Please change the card/],
    ['suspended', 'Suspended', /^2 payments in a row failed, so we stopped charging your card\. Please pay the balance by May 24, 2027/],
    ['completed', 'Completed', /^Every automatic payment has been made\./],
  ] as const)('says in words what %s means', async (state, label, text) => {
    bookings = [morocco(plan({ state }))];
    renderApp('/my-booking');

    const section = await autoPaySection();
    expect(within(section).getByText(label)).toBeInTheDocument();
    expect(within(section).getByText(text)).toBeInTheDocument();
    // A suspended plan starts again with a new card and plan; one that charges changes its card.
    expect(within(section).queryByRole('button', { name: 'Change card' }) !== null).toBe(state === 'needs-traveller');
    expect(within(section).queryByRole('button', { name: AUTO_PAY_LABEL }) !== null).toBe(state !== 'needs-traveller');
    expect(within(section).queryByRole('button', { name: 'Switch off' }) !== null).toBe(state !== 'completed');
  });

  it('asks for the authentication the bank wants when a payment waits for it', async () => {
    const installments = plan().installments.map((installment) =>
      installment.number === 1 ? { ...installment, state: 'needs-authentication' as const, attempts: 1 } : installment,
    );
    bookings = [morocco(plan({ state: 'needs-traveller', installments }))];
    renderApp('/my-booking');

    const section = await autoPaySection();
    expect(within(section).getByText(/^Your bank asked you to confirm a payment\. Open the link in the e-mail we sent you/)).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Your automatic payments' })).toHaveTextContent('Waiting for you to confirm it');
  });

  it('opts in later: the plan from the server and the consent, then the card saved and the plan recorded', async () => {
    const user = userEvent.setup({ delay: null });
    bookings = [morocco()];
    renderApp('/my-booking');

    const section = await autoPaySection();
    expect(within(section).getByText(/^Pay the rest in 6 monthly payments of \$393, from December 10, 2026, charged to a card you save now\./)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: AUTO_PAY_LABEL }));

    const table = await within(section).findByRole('table', { name: 'The automatic payments you are agreeing to' });
    expect(rowsOf(table)).toEqual(dates.map((_date, index) => [String(index + 1), expect.any(String), '$393']));
    expect(
      within(section).getByText(
        'I authorise Sunward Group Travel to charge the card you enter below 6 monthly payments of the balance, $2,358 in all, on the dates shown, from December 10, 2026 to May 10, 2027.',
      ),
    ).toBeInTheDocument();
    await saveCard(user, section, 'Agree and switch on');

    expect(await within(section).findByText('Active')).toBeInTheDocument();
    expect(await screen.findByText('Automatic payments are on')).toBeInTheDocument();
    const routes = calls.map((call) => call.route);
    expect(routes).toContain(`POST ${localStripePath}/v1/setup_intents/${SETUP_INTENT_ID}/confirm`);
    expect(calls.find((call) => call.route === 'POST /api/bookings/bk-morocco01/auto-pay/setup-intent')?.body).toEqual({ purpose: 'opt-in' });
    expect(calls.find((call) => call.route === 'POST /api/bookings/bk-morocco01/auto-pay')?.body).toEqual({
      setupIntentId: SETUP_INTENT_ID,
      consentVersion: INSTALLMENT_CONSENT_VERSION,
    });
  });

  it("shows the server's reason when the plan cannot start", async () => {
    const user = userEvent.setup({ delay: null });
    setupRefusal = 'No monthly payment fits before the balance is due.';
    bookings = [morocco()];
    renderApp('/my-booking');

    const section = await autoPaySection();
    await user.click(within(section).getByRole('button', { name: AUTO_PAY_LABEL }));

    expect(await within(section).findByRole('alert')).toHaveTextContent('No monthly payment fits before the balance is due.');
    expect(calls.map((call) => call.route)).not.toContain('POST /api/bookings/bk-morocco01/auto-pay');
  });

  it('changes the card, and flags one that expires before the last payment', async () => {
    const user = userEvent.setup({ delay: null });
    bookings = [morocco(plan())];
    renderApp('/my-booking');

    const section = await autoPaySection();
    await user.click(within(section).getByRole('button', { name: 'Change card' }));
    await saveCard(user, section, 'Save this card');

    expect(await within(section).findByText('Mastercard •••• 4444, expires 03/2027')).toBeInTheDocument();
    expect(within(section).getByText(/^This card expires before your last payment\./)).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/bookings/bk-morocco01/auto-pay/setup-intent')?.body).toEqual({ purpose: 'change-card' });
  });

  it('switches off only once confirmed, then offers to switch on again', async () => {
    const user = userEvent.setup({ delay: null });
    bookings = [morocco(plan())];
    renderApp('/my-booking');

    const section = await autoPaySection();
    await user.click(within(section).getByRole('button', { name: 'Switch off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off automatic payments?' });
    expect(within(dialog).getByText(/The balance of \$2,358 is still due by May 24, 2027/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep them on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((call) => call.route)).not.toContain('DELETE /api/bookings/bk-morocco01/auto-pay');

    await user.click(within(section).getByRole('button', { name: 'Switch off' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off' }));

    expect(await within(section).findByText('Off')).toBeInTheDocument();
    expect(within(section).getByText('Automatic payments are off. The balance is due by May 24, 2027.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: AUTO_PAY_LABEL })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Change card' })).not.toBeInTheDocument();
  });

  it('offers nothing to a booking whose balance is due too soon for a monthly payment', async () => {
    bookings = [{ ...morocco(), balanceDueDate: '2026-12-15' }];
    renderApp('/my-booking');

    await screen.findByRole('article', { name: TITLE });
    expect(screen.queryByRole('region', { name: 'Automatic payments' })).not.toBeInTheDocument();
  });
});
