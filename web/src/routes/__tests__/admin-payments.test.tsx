import type { Booking } from '@sunward/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ana, ben, cara, halCancelled } from '../../testing/admin-bookings';
import { bookingFixture } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

const booking = bookingFixture;

// Ana (Tobago for 2, deposit in), Ben (Belize for 1, paid in full) and Cara (Tobago for 1, nothing
// paid) are shared by the admin screen tests; the bookings below are this file's own.
/** Ana's booking on a dated departure. */
const anaDated: Booking = { ...ana, departureDate: '2099-07-09', returnDate: '2099-07-14', balanceDueDate: '2099-05-25' };

/** Tobago for 1, the hold lapsed unpaid. */
const dev = booking({ id: 'bk-dev', reference: 'SGT-D6E7F8', firstName: 'Dev', lastName: 'Patel', status: 'expired', createdAt: '2026-03-01T15:00:00.000Z' });

let pages: Booking[][];

const { requests } = useTestApiServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/user') return sendJson(response, 200, { username: 'marisol' });
  if (url.pathname === '/api/bookings') {
    const index = Number(url.searchParams.get('cursor') ?? '0');
    return sendJson(response, 200, { bookings: pages[index] ?? [], nextCursor: index + 1 < pages.length ? String(index + 1) : null });
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  pages = [[cara, anaDated], [ben, dev]];
});

function card(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('the admin payments page', () => {
  it('sums every page of bookings into the three cards', async () => {
    renderApp('/admin/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Management' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Payments table' });
    expect(requests).toEqual(['GET /api/user', 'GET /api/bookings?limit=100', 'GET /api/bookings?limit=100&cursor=1']);
    expect(card('Total Bookings')).toBe('4');
    // $600 + $1,899 paid; only Ana's $1,998 is owed on a booking with its deposit in.
    expect(card('Revenue Received')).toBe('$2,499');
    expect(card('Pending Balances')).toBe('$1,998');
  });

  it('lists every booking newest first with its reference, dates, what it paid and what it still owes', async () => {
    renderApp('/admin/payments');

    const table = await screen.findByRole('region', { name: 'Payments table' });
    const columns = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(columns).toEqual(['Date', 'Customer', 'Package', 'Travelers', 'Total Price', 'Deposit', 'Paid', 'Remaining', 'Due date', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['Pending', 'Deposit Paid', 'Paid in Full', 'Expired']);
    const cellsOf = (row: Element | undefined) =>
      Object.fromEntries(columns.map((column, index) => [column, within(row as HTMLElement).getAllByRole('cell')[index]?.textContent]));
    expect(cellsOf(rows[1])).toEqual({
      Date: 'March 5, 2026SGT-A2B3C4',
      Customer: 'Ana Limaana@example.com+1 212 555 0100',
      Package: 'Tobago Island EscapeJuly 9–14, 2099',
      Travelers: '2',
      'Total Price': '$2,598',
      Deposit: '$600',
      Paid: '$600',
      Remaining: '$1,998',
      'Due date': 'May 25, 2099',
      Status: 'Deposit Paid',
    });
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: '+1 212 555 0100' })).toHaveAttribute('href', 'tel:+1 212 555 0100');
    // Cara holds seats unpaid: no deposit shown as paid, nothing counted as owed, no dates on an older booking.
    expect(cellsOf(rows[0])).toMatchObject({ Deposit: '—Not paid', Paid: '$0', Remaining: '—Nothing owed', Package: 'Tobago Island EscapeNo dates', 'Due date': '—No due date' });
    // Ben paid in full: his deposit was paid, nothing is owed.
    expect(cellsOf(rows[2])).toMatchObject({ Deposit: '$300', Paid: '$1,899', Remaining: '—Nothing owed' });
    expect(cellsOf(rows[3])).toMatchObject({ Deposit: '—Not paid', Paid: '$0', Remaining: '—Nothing owed' });
  });

  it('adds up its rows into the cards: no deposit never paid, nothing owed on a cancelled or fully refunded booking', async () => {
    const refundedInFull = booking({
      id: 'bk-gus',
      reference: 'SGT-G9H2J3',
      firstName: 'Gus',
      lastName: 'Mendes',
      travelers: 2,
      depositAmount: 600,
      amountPaid: 0,
      balanceDue: 259_800,
      refunded: 60_000,
      status: 'deposit_paid',
      depositPaid: true,
      createdAt: '2026-03-09T15:00:00.000Z',
    });
    pages = [[halCancelled, refundedInFull, cara, anaDated]];
    renderApp('/admin/payments');

    const table = await screen.findByRole('region', { name: 'Payments table' });
    const rows = within(table).getAllByRole('row').slice(1);
    const paid = rows.map((row) => within(row).getAllByRole('cell')[6]?.textContent);
    const remaining = rows.map((row) => within(row).getAllByRole('cell')[7]?.textContent);
    expect(paid).toEqual(['$300', '$0', '$0', '$600']);
    expect(remaining).toEqual(['—Nothing owed', '—Nothing owed', '—Nothing owed', '$1,998']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual(['$300', '$600', '—Not paid', '$600']);
    // Received: Hal's kept $300 and Ana's $600; owed: only Ana's $1,998.
    expect(card('Revenue Received')).toBe('$900');
    expect(card('Pending Balances')).toBe('$1,998');
  });

  it('marks a refund and a dispute beside the payment status, and counts revenue after refunds', async () => {
    const refundedAndDisputed = booking({
      id: 'bk-fay',
      reference: 'SGT-F8G9H2',
      firstName: 'Fay',
      lastName: 'Okafor',
      amountPaid: 5_000,
      balanceDue: 124_900,
      refunded: 25_000,
      dispute: { id: 'dp_1FayDispute', status: 'lost', amount: 5_000 },
      status: 'deposit_paid',
      depositPaid: true,
      createdAt: '2026-03-08T15:00:00.000Z',
    });
    pages = [[refundedAndDisputed, cara]];
    renderApp('/admin/payments');

    const table = await screen.findByRole('region', { name: 'Payments table' });
    const row = within(table).getByText('Fay Okafor').closest('tr');
    if (!row) throw new Error('no row for Fay');
    const status = within(row).getAllByRole('cell').at(-1) as HTMLElement;
    expect(within(status).getByText('Deposit Paid')).toBeInTheDocument();
    expect(within(within(status).getByRole('list', { name: 'Refunds and disputes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dispute lost',
      'Refunded',
    ]);
    // $300 paid, $250 of it refunded: $50 received; the refund is owed again.
    expect(card('Revenue Received')).toBe('$50');
    expect(card('Pending Balances')).toBe('$1,249');
  });

  it('says when there are no bookings yet', async () => {
    pages = [[]];

    renderApp('/admin/payments');

    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(card('Total Bookings')).toBe('0');
    expect(card('Revenue Received')).toBe('$0');
  });

  it('shares the admin navigation, marks this page and is not indexed', async () => {
    renderApp('/admin/payments');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    await waitFor(() => expect(document.title).toBe('Payment Management | Sunward Group Travel'));
  });
});
