import { agencyInstant } from '@sunward/shared/rules/agency-calendar';
import type { Booking } from '@sunward/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingFixture, tobagoForTwoDepositPaid } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { answerAdminShell } from '../../testing/admin-shell-api';
import { readJsonBody, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { useTestClock } from '../../testing/test-clock';
import { enterText } from '../../testing/enter-text';

/** Noon in New York on 10 April 2027: the dashboard's clock in these tests. */
const now = agencyInstant('2027-04-10', 12);

/** Tobago for 2, $600 deposit paid, $1,998 left, due 20 April. */
const mia = bookingFixture({
  id: 'bk-mia',
  reference: 'SGT-P6Q7R8',
  firstName: 'Mia',
  lastName: 'Ortiz',
  ...tobagoForTwoDepositPaid,
  departureId: '2027-06-04',
  departureDate: '2027-06-04',
  balanceDueDate: '2027-04-20',
  createdAt: '2027-01-06T15:00:00.000Z',
});

type Refusal = { status: number; message: string };

let bookings: Booking[];
let bodies: Record<string, unknown>;
let offlineAnswer: 'record' | Refusal;

const { requests } = useTestApiServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (answerAdminShell(route, response, bookings)) return;
  if (route === 'POST /api/bookings/bk-mia/offline-payments') {
    const body = (bodies[route] = await readJsonBody(request)) as { amountCents: number };
    if (offlineAnswer !== 'record') return sendJson(response, offlineAnswer.status, { message: offlineAnswer.message });
    bookings = bookings.map((booking) => ({ ...booking, amountPaid: booking.amountPaid + body.amountCents, balanceDue: booking.balanceDue - body.amountCents }));
    return sendJson(response, 200, { booking: bookings[0] });
  }
  if (route === 'POST /api/bookings/bk-mia/cancel') {
    const body = (bodies[route] = await readJsonBody(request)) as { refundCents?: number };
    bookings = bookings.map((booking) => ({ ...booking, status: 'cancelled', depositPaid: false, forfeited: 0, cancelledAt: now.toISOString() }));
    const refunds = body.refundCents ? [{ refundId: 're_test00000001', paymentIntentId: 'pi_test00000001', amountCents: body.refundCents }] : [];
    return sendJson(response, 200, { booking: bookings[0], refunds });
  }
  sendJson(response, 404, { message: 'Not found' });
});

useTestClock(now);

beforeEach(() => {
  bookings = [mia];
  bodies = {};
  offlineAnswer = 'record';
});

async function openMia() {
  renderApp('/admin/dashboard');
  const table = await screen.findByRole('region', { name: 'Balances due table' });
  const user = userEvent.setup();
  await user.click(within(table).getByRole('button', { name: 'View booking SGT-P6Q7R8 of Mia Ortiz' }));
  const details = await screen.findByRole('dialog', { name: 'Mia Ortiz' });
  return { user, details, money: within(details).getByRole('region', { name: 'Money and cancellation' }) };
}

describe('recording an offline payment', () => {
  it('offers the balance, refuses more before sending, and sends the method, amount, day and note', async () => {
    const { user, money } = await openMia();
    await user.click(within(money).getByRole('button', { name: 'Record offline payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an offline payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('1998.00');
    expect(within(dialog).getByLabelText(/Received on/)).toHaveValue('2027-04-10');
    expect(dialog).toHaveTextContent('the booking is paid in full: reminders stop and it shows as confirmed.');

    await user.clear(amount);
    await enterText(user, amount, '1998.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('The amount is more than the balance due ($1,998).')).toBeInTheDocument();
    expect(requests).not.toContain('POST /api/bookings/bk-mia/offline-payments');

    await user.clear(amount);
    await enterText(user, amount, '500');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Method/ }), 'Cheque');
    await enterText(user, within(dialog).getByRole('textbox', { name: /Note/ }), 'Cheque no. 118');
    expect(dialog).toHaveTextContent('the balance goes down by the amount; reminders continue for what is left.');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record an offline payment' })).not.toBeInTheDocument());
    expect(bodies['POST /api/bookings/bk-mia/offline-payments']).toEqual({ method: 'cheque', amountCents: 50_000, receivedOn: '2027-04-10', note: 'Cheque no. 118' });
    await waitFor(() => expect(money).toHaveTextContent('Paid $1,100; balance due $1,498.'));
  });

  it('shows why the server refused it', async () => {
    offlineAnswer = { status: 400, message: 'The amount is more than the balance due ($1,000).' };
    const { user, money } = await openMia();
    await user.click(within(money).getByRole('button', { name: 'Record offline payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an offline payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amount is more than the balance due ($1,000).');
  });
});

describe('refunding and cancelling', () => {
  it('asks whether to cancel when a refund leaves less than the deposit, then cancels with the refund and a reason', async () => {
    const { user, money, details } = await openMia();
    await user.click(within(money).getByRole('button', { name: 'Refund' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund by card' });
    await enterText(user, within(refund).getByRole('textbox', { name: /Amount to refund/ }), '100');
    expect(within(refund).getByText('This leaves less than the deposit of $600.')).toBeInTheDocument();

    await user.click(within(refund).getByRole('button', { name: 'Cancel the booking with this refund' }));

    const cancel = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(cancel).getByRole('textbox', { name: /Refund by card/ })).toHaveValue('100.00');
    expect(cancel).toHaveTextContent('Money: $600 has been paid. $100 of it is refunded to the card it was paid with; the rest is kept.');
    expect(cancel).toHaveTextContent('Seats: its 2 seats on the June 4, 2027 departure go back on sale at once.');
    expect(cancel).toHaveTextContent('Mia gets an e-mail that the booking is cancelled, and another when the refund is made.');
    await enterText(user, within(cancel).getByRole('textbox', { name: /Reason/ }), 'Family emergency');
    expect(requests).not.toContain('POST /api/bookings/bk-mia/cancel');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this booking?' })).not.toBeInTheDocument());
    expect(bodies['POST /api/bookings/bk-mia/cancel']).toEqual({ refundCents: 10_000, reason: 'Family emergency' });
    expect(await within(details).findByText(/Cancelled by the agency/)).toBeInTheDocument();
    expect(within(details).queryByText('Forfeited (kept)')).not.toBeInTheDocument();
    expect(within(details).getByText('Cancelled', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2027');
    expect(within(money).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('keeps the booking when the admin says so', async () => {
    const { user, money } = await openMia();
    await user.click(within(money).getByRole('button', { name: 'Cancel booking' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(cancel).toHaveTextContent('Nothing is refunded unless you enter an amount below');
    await user.click(within(cancel).getByRole('button', { name: 'Keep the booking' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this booking?' })).not.toBeInTheDocument());
    expect(requests).not.toContain('POST /api/bookings/bk-mia/cancel');
  });
});
