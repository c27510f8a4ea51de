import { agencyInstant } from '@sunward/shared/rules/agency-calendar';
import type { Booking } from '@sunward/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ben, cara } from '../../testing/admin-bookings';
import { bookingFixture, tobagoForTwoDepositPaid } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { answerAdminShell } from '../../testing/admin-shell-api';
import { readJsonBody, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { useTestClock } from '../../testing/test-clock';

/** Noon in New York on 10 April 2027: the dashboard's clock in these tests. */
const now = agencyInstant('2027-04-10', 12);

/** Tobago for 2, $600 paid, $1,998 left, due 5 April: overdue, the 'late' reminder sent. */
const iris = bookingFixture({
  id: 'bk-iris',
  reference: 'SGT-J2K3M4',
  firstName: 'Iris',
  lastName: 'Novak',
  ...tobagoForTwoDepositPaid,
  status: 'overdue',
  departureId: '2027-05-20',
  departureDate: '2027-05-20',
  returnDate: '2027-05-25',
  balanceDueDate: '2027-04-05',
  lastReminder: { kind: 'late', sentAt: '2027-04-07T13:00:00.000Z' },
  createdAt: '2027-01-05T15:00:00.000Z',
});
/** Tobago for 2, the deposit in, due 20 April: within the 30 days, no reminder yet. */
const jon = bookingFixture({
  id: 'bk-jon',
  reference: 'SGT-K3M4N5',
  firstName: 'Jon',
  lastName: 'Reyes',
  ...tobagoForTwoDepositPaid,
  departureDate: '2027-06-04',
  balanceDueDate: '2027-04-20',
  lastReminder: null,
  createdAt: '2027-01-06T15:00:00.000Z',
});
/** Tobago for 2, the deposit in, due at the end of June: beyond the 30 days. */
const kim = bookingFixture({
  id: 'bk-kim',
  reference: 'SGT-M4N5P6',
  firstName: 'Kim',
  lastName: 'Sato',
  ...tobagoForTwoDepositPaid,
  departureDate: '2027-08-14',
  balanceDueDate: '2027-06-30',
  createdAt: '2027-01-07T15:00:00.000Z',
});
/** Released in March: $300 paid and kept. */
const lea = bookingFixture({
  id: 'bk-lea',
  reference: 'SGT-N5P6Q7',
  firstName: 'Lea',
  lastName: 'Moreau',
  amountPaid: 30_000,
  balanceDue: 99_900,
  status: 'cancelled',
  forfeited: 30_000,
  cancelledAt: '2027-03-20T14:00:00.000Z',
  balanceDueDate: '2027-03-10',
  createdAt: '2027-01-02T15:00:00.000Z',
});

type Refusal = { status: number; message: string };

interface State {
  bookings: Booking[];
  release: 'cancel' | Refusal;
  sendNow: 'send' | Refusal;
  bodies: Record<string, unknown>;
}

let state: State;

function changed(id: string, change: (booking: Booking) => Booking): Booking | undefined {
  state.bookings = state.bookings.map((booking) => (booking.id === id ? change(booking) : booking));
  return state.bookings.find((booking) => booking.id === id);
}

const { requests } = useTestApiServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (answerAdminShell(route, response, state.bookings)) return;
  const call = /^(POST|PUT) \/api\/bookings\/([a-z-]+)\/(release|reminders|reminders\/send|pay-links\/revoke)$/.exec(route);
  const id = call?.[2];
  if (call && id !== undefined) {
    if (request.method === 'PUT') state.bodies[route] = await readJsonBody(request);
    switch (call[3]) {
      case 'release':
        if (state.release !== 'cancel') return sendJson(response, state.release.status, { message: state.release.message });
        return sendJson(response, 200, {
          booking: changed(id, (booking) => ({ ...booking, status: 'cancelled', depositPaid: false, forfeited: booking.amountPaid, cancelledAt: now.toISOString() })),
        });
      case 'reminders':
        return sendJson(response, 200, { booking: changed(id, (booking) => ({ ...booking, remindersEnabled: (state.bodies[route] as { enabled: boolean }).enabled })) });
      case 'reminders/send':
        if (state.sendNow !== 'send') return sendJson(response, state.sendNow.status, { message: state.sendNow.message });
        return sendJson(response, 200, { booking: changed(id, (booking) => ({ ...booking, lastReminder: { kind: 'late', sentAt: now.toISOString() } })) });
      default:
        return sendJson(response, 200, { booking: changed(id, (booking) => booking) });
    }
  }
  sendJson(response, 404, { message: 'Not found' });
});

useTestClock(now);

beforeEach(() => {
  state = { bookings: [iris, jon, kim, lea, ben, cara], release: 'cancel', sendNow: 'send', bodies: {} };
});

function counter(label: string): string {
  // Hidden from assistive technology while a dialog is open, yet still on the page behind it.
  const counters = screen.getByRole('region', { name: 'Booking counters', hidden: true });
  const term = within(counters).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function openDashboard() {
  renderApp('/admin/dashboard');
  return screen.findByRole('region', { name: 'Balances due table' });
}

/** The balances list's rows, top to bottom, as the cells read. */
function dueRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent ?? ''));
}

async function openDetailsFromDueList(table: HTMLElement, reference: string, name: string) {
  const user = userEvent.setup();
  await user.click(within(table).getByRole('button', { name: `View booking ${reference} of ${name}` }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

describe('the dashboard’s overdue counter', () => {
  it('counts every booking in exactly one counter, overdue and cancelled ones included', async () => {
    await openDashboard();

    const counts = ['Fully Paid', 'Partial Payments', 'Overdue', 'Pending', 'Expired', 'Cancelled'].map((label) => Number(counter(label)));
    expect(counts).toEqual([1, 2, 1, 1, 0, 1]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(Number(counter('Total Bookings')));
    expect(counter('Total Bookings')).toBe('6');
  });
});

describe('Balances due in the next 30 days and overdue', () => {
  it('lists the traveller, trip, departure, due date, balance and last reminder, overdue first, and nothing due later', async () => {
    const table = await openDashboard();

    expect(screen.getByRole('heading', { level: 2, name: 'Balances due in the next 30 days and overdue' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Traveller',
      'Trip',
      'Departure',
      'Due date',
      'Balance',
      'Last reminder sent',
      'Actions',
    ]);
    const rows = dueRows(table);
    expect(rows.map((row) => row[0])).toEqual(['Iris NovakSGT-J2K3M4', 'Jon ReyesSGT-K3M4N5']);
    expect(rows[0]?.slice(1, 5)).toEqual(['Tobago Island Escape', 'May 20, 2027', 'April 5, 2027Overdue', '$1,998']);
    expect(rows[0]?.[5]).toMatch(/^Late, /);
    expect(rows[1]?.[3]).toBe('April 20, 2027');
    expect(rows[1]?.[5]).toBe('None yet');
  });

  it('says so when nothing is due soon and nothing is overdue', async () => {
    state.bookings = [kim, ben, lea];
    renderApp('/admin/dashboard');

    expect(await screen.findByText('No balance is due in the next 30 days, and none is overdue.')).toBeInTheDocument();
  });
});

describe('releasing an overdue booking', () => {
  it('asks first, naming what is kept, the seats going back and the traveller’s mail; then shows it cancelled with what it forfeited', async () => {
    const table = await openDashboard();
    const { user, dialog } = await openDetailsFromDueList(table, 'SGT-J2K3M4', 'Iris Novak');

    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    const confirm = await screen.findByRole('dialog', { name: 'Release this overdue booking?' });
    expect(confirm).toHaveTextContent('the $600 paid so far is kept as forfeited and not refunded');
    expect(confirm).toHaveTextContent('Its 2 seats on the May 20, 2027 departure go back on sale at once.');
    expect(confirm).toHaveTextContent('Iris gets an e-mail saying the booking is cancelled for the unpaid balance, and what is kept.');
    expect(requests).not.toContain('POST /api/bookings/bk-iris/release');

    await user.click(within(confirm).getByRole('button', { name: 'Release booking' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release this overdue booking?' })).not.toBeInTheDocument());
    expect(requests).toContain('POST /api/bookings/bk-iris/release');
    const details = screen.getByRole('dialog', { name: 'Iris Novak' });
    expect(await within(details).findByText('Forfeited (kept)')).toBeInTheDocument();
    expect(within(details).getByText('Forfeited (kept)').nextElementSibling).toHaveTextContent('$600');
    expect(within(details).getByText('Cancelled')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    await waitFor(() => expect(counter('Overdue')).toBe('0'));
    expect(counter('Cancelled')).toBe('2');
  });

  it('keeps the booking when the admin says so, and shows why a release was refused', async () => {
    state.release = { status: 409, message: 'This booking changed while you were releasing it (a payment came in, or it was released already). Reload it and try again.' };
    const table = await openDashboard();
    const { user, dialog } = await openDetailsFromDueList(table, 'SGT-J2K3M4', 'Iris Novak');

    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Release this overdue booking?' })).getByRole('button', { name: 'Keep the booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release this overdue booking?' })).not.toBeInTheDocument());
    expect(requests).not.toContain('POST /api/bookings/bk-iris/release');

    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    const confirm = await screen.findByRole('dialog', { name: 'Release this overdue booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Release booking' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This booking changed while you were releasing it');
    expect(counter('Overdue')).toBe('1');
  });

  it('is not offered for a booking whose balance is not yet overdue', async () => {
    const table = await openDashboard();
    const { dialog } = await openDetailsFromDueList(table, 'SGT-K3M4N5', 'Jon Reyes');

    expect(within(dialog).getByRole('button', { name: 'Send reminder now' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });
});

describe('a booking’s reminders and pay links, from its details', () => {
  it('switches reminders off, sends one now, revokes the pay links, and shows a refusal’s own message', async () => {
    const table = await openDashboard();
    const { user, dialog } = await openDetailsFromDueList(table, 'SGT-K3M4N5', 'Jon Reyes');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Balance reminders on' }));
    await waitFor(() => expect(state.bodies['PUT /api/bookings/bk-jon/reminders']).toEqual({ enabled: false }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Balance reminders off' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Send reminder now' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Balance reminders off' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send reminder now' })).toBeEnabled());

    state.sendNow = { status: 429, message: 'A reminder went out less than 10 minutes ago. Try again later.' };
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder now' }));
    // The refusal's own alert, whichever other alerts the dialog shows beside it.
    const refusal = 'A reminder went out less than 10 minutes ago. Try again later.';
    const alertTexts = () => within(dialog).queryAllByRole('alert').map((alert) => alert.textContent ?? '');
    await waitFor(() => expect(alertTexts().filter((text) => text.includes(refusal))).toHaveLength(1));

    state.sendNow = 'send';
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder now' }));
    await waitFor(() => expect(alertTexts().filter((text) => text.includes(refusal))).toEqual([]));
    expect(await within(dialog).findByText(/^Last reminder sent: Late, /)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Revoke pay links' }));
    await waitFor(() => expect(requests).toContain('POST /api/bookings/bk-jon/pay-links/revoke'));
    expect(requests.filter((request) => request === 'POST /api/bookings/bk-jon/reminders/send')).toHaveLength(2);
  });
});
