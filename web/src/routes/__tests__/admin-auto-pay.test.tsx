import { agencyInstant } from '@sunward/shared/rules/agency-calendar';
import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import type { Booking } from '@sunward/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ben } from '../../testing/admin-bookings';
import { bookingFixture, tobagoForTwoDepositPaid } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

/** Noon in New York on 1 December 2026: the dashboard's clock in these tests. */
const now = agencyInstant('2026-12-01', 12);
type AutoPay = NonNullable<Booking['autoPay']>;

function plan(state: AutoPay['state'], overrides: Partial<AutoPay> = {}): AutoPay {
  return {
    state,
    consentVersion: INSTALLMENT_CONSENT_VERSION,
    consentedAt: '2026-11-09T15:20:00.000Z',
    card: { brand: 'visa', last4: '3184', expMonth: 12, expYear: 2034 },
    cardExpiresBeforeLastCharge: false,
    installments: [
      { number: 1, date: '2026-12-09', amount: 66_600, state: 'needs-authentication', attempts: 1, failureMessage: 'Your card requires authentication.' },
      { number: 2, date: '2027-01-09', amount: 66_600, state: 'scheduled', attempts: 0 },
      { number: 3, date: '2027-02-09', amount: 66_600, state: 'scheduled', attempts: 0 },
    ],
    nextCharge: { date: '2026-12-09', amount: 66_600 },
    ...overrides,
  } as AutoPay;
}

/** Tobago for 2, the deposit in, $1,998 in three automatic payments, the first waiting for her bank. */
const noa = bookingFixture({
  id: 'bk-noa',
  reference: 'SGT-N7P8Q9',
  firstName: 'Noa',
  lastName: 'Berg',
  ...tobagoForTwoDepositPaid,
  balanceDueDate: '2027-02-28',
  createdAt: '2026-11-09T15:00:00.000Z',
  autoPay: plan('needs-traveller'),
});
/** Tobago for 2, the deposit in, automatic payments running. */
const ole = bookingFixture({
  id: 'bk-ole',
  reference: 'SGT-P8Q9R2',
  firstName: 'Ole',
  lastName: 'Dahl',
  ...tobagoForTwoDepositPaid,
  balanceDueDate: '2027-02-28',
  createdAt: '2026-11-10T15:00:00.000Z',
  autoPay: plan('active', { installments: plan('active').installments.map((installment) => ({ ...installment, state: 'scheduled', attempts: 0 })) }),
});

let upcoming: { status: number; body: unknown };
let bookings: Booking[];

const { requests } = useTestApiServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/user') return sendJson(response, 200, { username: 'marisol' });
  if (route === 'GET /api/bookings') return sendJson(response, 200, { bookings, nextCursor: null });
  if (route === 'DELETE /api/bookings/bk-noa/auto-pay') {
    bookings = bookings.map((booking) => (booking.id === 'bk-noa' ? { ...booking, autoPay: plan('off', { card: null, nextCharge: null }) } : booking));
    return sendJson(response, 200, { booking: bookings[0] });
  }
  if (route === 'GET /api/inquiries') return sendJson(response, 200, []);
  if (route === 'GET /api/installments/upcoming') return sendJson(response, upcoming.status, upcoming.body);
  if (/^GET \/api\/bookings\/[a-z-]+\/payments$/.test(route)) return sendJson(response, 200, []);
  if (/^GET \/api\/bookings\/[a-z-]+\/notes$/.test(route)) return sendJson(response, 200, { notes: [] });
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  bookings = [noa, ole, ben];
  upcoming = {
    status: 200,
    body: {
      charges: [
        { bookingId: 'bk-noa', reference: 'SGT-N7P8Q9', firstName: 'Noa', lastName: 'Berg', date: '2026-12-09', amount: 66_600, state: 'needs-traveller', installmentNumber: 1, attempts: 1 },
        { bookingId: 'bk-ole', reference: 'SGT-P8Q9R2', firstName: 'Ole', lastName: 'Dahl', date: '2026-12-10', amount: 66_600, state: 'active', installmentNumber: 1, attempts: 0 },
      ],
    },
  };
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
  vi.useRealTimers();
});

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** A plan's rows; jsdom matches no media query, so the table is laid out as on a phone: each state under its date. */
function planRowsOf(table: HTMLElement): (string | undefined)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => {
      const [number, date, amount] = within(row).getAllByRole('cell');
      return [number?.textContent ?? '', date?.firstElementChild?.textContent ?? '', amount?.textContent ?? '', date?.children[1]?.textContent];
    });
}

describe('automatic payments on the dashboard', () => {
  it('lists the next automatic charges, soonest first, as the server answers them', async () => {
    renderApp('/admin/dashboard');

    const table = await screen.findByRole('region', { name: 'Next automatic charges table' });
    expect(rowsOf(table)).toEqual([
      ['December 9, 2026', 'Noa BergSGT-N7P8Q9', 'No. 1', '$666', 'Needs the traveller'],
      ['December 10, 2026', 'Ole DahlSGT-P8Q9R2', 'No. 1', '$666', 'Active'],
    ]);
    expect(requests).toContain('GET /api/installments/upcoming');
  });

  it('says when no automatic payment is scheduled, and offers a retry when the list cannot load', async () => {
    upcoming = { status: 200, body: { charges: [] } };
    const { unmount } = renderApp('/admin/dashboard');
    expect(await screen.findByText('No automatic payments are scheduled.')).toBeInTheDocument();
    unmount();

    upcoming = { status: 500, body: { message: 'Something went wrong' } };
    renderApp('/admin/dashboard');
    expect(await screen.findByText('The next charges could not be loaded.')).toBeInTheDocument();
  });

  it('marks each booking’s plan state in the bookings table', async () => {
    renderApp('/admin/dashboard');

    const table = await screen.findByRole('region', { name: 'Bookings table' });
    const row = (reference: string) => within(table).getByText(reference).closest('tr') as HTMLElement;
    expect(within(row('SGT-N7P8Q9')).getByText('Auto-pay: Needs the traveller')).toBeInTheDocument();
    expect(within(row('SGT-P8Q9R2')).getByText('Auto-pay: Active')).toBeInTheDocument();
    expect(within(row(ben.reference)).queryByText(/Auto-pay/)).not.toBeInTheDocument();
  });

  it('shows the plan, the card and the consent in the booking’s details', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/dashboard');

    const table = await screen.findByRole('region', { name: 'Bookings table' });
    await user.click(within(table).getByRole('button', { name: /View booking SGT-N7P8Q9/ }));

    const dialog = await screen.findByRole('dialog');
    const section = within(dialog).getByRole('region', { name: 'Automatic payments' });
    expect(within(section).getByText('Needs the traveller')).toBeInTheDocument();
    expect(within(section).getByText(/Visa •••• 3184, expires 12\/2034/)).toBeInTheDocument();
    expect(within(section).getByText(new RegExp(`consent version ${INSTALLMENT_CONSENT_VERSION}`))).toBeInTheDocument();
    expect(planRowsOf(within(section).getByRole('table'))).toEqual([
      ['1', 'December 9, 2026', '$666', 'Waiting for the traveller to authenticate itYour card requires authentication.'],
      ['2', 'January 9, 2027', '$666', 'Scheduled'],
      ['3', 'February 9, 2027', '$666', 'Scheduled'],
    ]);
  });

  it('lets the operator switch a plan off, once confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/dashboard');

    const table = await screen.findByRole('region', { name: 'Bookings table' });
    await user.click(within(table).getByRole('button', { name: /View booking SGT-N7P8Q9/ }));
    const details = await screen.findByRole('dialog', { name: /Noa Berg/ });
    await user.click(within(details).getByRole('button', { name: 'Switch off automatic payments' }));
    const ask = await screen.findByRole('dialog', { name: 'Switch off automatic payments?' });
    expect(ask).toHaveTextContent("No more payments are charged to Noa's card");
    await user.click(within(ask).getByRole('button', { name: 'Switch off' }));

    await waitFor(() => expect(requests).toContain('DELETE /api/bookings/bk-noa/auto-pay'));
    const section = within(await screen.findByRole('dialog', { name: /Noa Berg/ })).getByRole('region', { name: 'Automatic payments' });
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Switch off automatic payments' })).not.toBeInTheDocument();
  });
});
