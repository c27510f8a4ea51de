import type { ServerResponse } from 'node:http';
import { bookingsCsv } from '@sunward/shared/rules/bookings-csv';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { AdminInquiry } from '@sunward/shared/schemas/inquiry-review';
import type { PaymentItem } from '@sunward/shared/schemas/payment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ana, ben, cara, eve, halCancelled } from '../../testing/admin-bookings';
import { bookingFixture } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

const booking = bookingFixture;

// Ana (Tobago for 2, deposit in), Ben (Belize for 1, paid in full), Cara (Tobago for 1, nothing
// paid) and Eve (Belize for 2 on a dated departure, $1,000 paid) are shared by the admin screen
// tests; the bookings below are this file's own.
/** Morocco for 2, the hold lapsed unpaid. */
const dev = booking({
  id: 'bk-dev',
  reference: 'SGT-D6E7F8',
  firstName: 'Dev',
  lastName: 'Patel',
  packageId: 'morocco',
  packageTitle: 'Portugal and Morocco Discovery',
  packagePrice: 2658,
  travelers: 2,
  depositAmount: 600,
  remainingAmount: 4716,
  balanceDue: 531_600,
  status: 'expired',
  createdAt: '2026-03-01T15:00:00.000Z',
});

/** Belize for 1, paid in full, then $250 refunded in Stripe, and the deposit disputed. */
const fay = booking({
  id: 'bk-fay',
  reference: 'SGT-F8G9H2',
  firstName: 'Fay',
  lastName: 'Okafor',
  packageId: 'belize',
  packageTitle: 'Belize Adventure',
  packagePrice: 1899,
  remainingAmount: 1599,
  amountPaid: 164_900,
  balanceDue: 25_000,
  refunded: 25_000,
  dispute: { id: 'dp_1FayDispute', status: 'open', amount: 30_000 },
  status: 'deposit_paid',
  depositPaid: true,
  depositPaymentIntentId: 'pi_depositFay12345',
  createdAt: '2026-03-08T15:00:00.000Z',
});
/** Tobago for 1: the deposit came after the hold lapsed and the seats were gone, so it is to be refunded. */
const gus = booking({
  id: 'bk-gus',
  reference: 'SGT-G9H2J3',
  firstName: 'Gus',
  lastName: 'Berg',
  refundDue: 30_000,
  refundDuePaymentIntentIds: ['pi_lateGus67890'],
  status: 'expired',
  createdAt: '2026-03-09T15:00:00.000Z',
});

const inquiries: AdminInquiry[] = [
  {
    id: 'iq-new',
    firstName: 'Nora',
    lastName: 'Quinn',
    email: 'nora@example.com',
    interest: 'st-lucia',
    message: 'Is the carnival trip still open for two?',
    createdAt: '2026-03-07T10:00:00.000Z',
    status: 'open',
    answeredAt: null,
    answeredBy: null,
  },
  {
    id: 'iq-old',
    firstName: 'Omar',
    lastName: 'Reyes',
    email: 'omar@example.com',
    interest: null,
    message: 'Do you run trips to Japan?',
    createdAt: '2026-02-20T10:00:00.000Z',
    status: 'open',
    answeredAt: null,
    answeredBy: null,
  },
];

/** Morocco for 4 on its June departure, holding its seats unpaid until long after any test runs. */
const hal = booking({
  id: 'bk-hal',
  reference: 'SGT-H2J3K4',
  firstName: 'Hal',
  lastName: 'Moss',
  packageId: 'morocco',
  packageTitle: 'Portugal and Morocco Discovery',
  departureId: '2099-06-10',
  departureDate: '2099-06-10',
  travelers: 4,
  holdExpiresAt: '2099-01-01T10:30:00.000Z',
  createdAt: '2026-03-10T15:00:00.000Z',
});

interface State {
  /** The pages `GET /api/bookings` answers, in order; a page may be held until the test lets it go. */
  pages: { bookings: Booking[]; hold?: Promise<void> }[];
  /** What `POST /api/bookings/{id}/release-hold` answers: the booking expired, or a refusal. */
  release: 'expire' | { status: number; message: string };
  inquiries: AdminInquiry[] | 'fail';
  payments: Record<string, PaymentItem[] | 'fail'>;
}

let state: State;

function cursorOf(index: number): string {
  return `page-${index}`;
}

async function answerBookings(url: URL, response: ServerResponse) {
  const cursor = url.searchParams.get('cursor');
  const index = cursor === null ? 0 : Number(cursor.replace('page-', ''));
  const page = state.pages[index];
  if (!page) return sendJson(response, 400, { message: 'Invalid cursor' });
  await page.hold;
  sendJson(response, 200, { bookings: page.bookings, nextCursor: index + 1 < state.pages.length ? cursorOf(index + 1) : null });
}

const { requests } = useTestApiServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/user') return sendJson(response, 200, { username: 'marisol' });
  if (route === 'POST /api/logout' || route === 'POST /api/logout/everywhere') {
    response.writeHead(204);
    return void response.end();
  }
  if (route === 'GET /api/bookings') return answerBookings(url, response);
  if (route === 'GET /api/installments/upcoming') return sendJson(response, 200, { charges: [] });
  if (route === 'GET /api/inquiries') {
    return state.inquiries === 'fail' ? sendJson(response, 500, { message: 'Internal error' }) : sendJson(response, 200, state.inquiries);
  }
  const released = /^POST \/api\/bookings\/([a-z0-9-]+)\/release-hold$/.exec(route);
  if (released?.[1] !== undefined) {
    if (state.release !== 'expire') return sendJson(response, state.release.status, { message: state.release.message });
    const id = released[1];
    state.pages = state.pages.map((page) => ({ bookings: page.bookings.map((held) => (held.id === id ? { ...held, status: 'expired' as const } : held)) }));
    const expired = state.pages.flatMap((page) => page.bookings).find((held) => held.id === id);
    return sendJson(response, 200, { booking: expired });
  }
  // The details read each booking's notes; none in these tests.
  if (/^GET \/api\/bookings\/[a-z0-9-]+\/notes$/.test(route)) return sendJson(response, 200, { notes: [] });
  const payments = /^GET \/api\/bookings\/([a-z0-9-]+)\/payments$/.exec(route);
  if (payments?.[1] !== undefined) {
    const list = state.payments[payments[1]] ?? [];
    return list === 'fail' ? sendJson(response, 500, { message: 'Internal error' }) : sendJson(response, 200, list);
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  state = {
    pages: [{ bookings: [cara, ana, ben] }, { bookings: [eve, dev] }],
    release: 'expire',
    inquiries,
    payments: {
      'bk-ana': [{ id: 'pi_depositAna12345', amount: 60_000, paidAt: '2026-03-05T15:05:00.000Z', status: 'succeeded', note: 'Deposit' }],
      'bk-dev': 'fail',
    },
  };
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The customer names of the All Bookings rows, top to bottom. */
function rowNames(): string[] {
  const table = screen.getByRole('region', { name: 'Bookings table' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.querySelector('p')?.textContent ?? '');
}

function counter(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function openDashboard() {
  const view = renderApp('/admin/dashboard');
  await screen.findByRole('region', { name: 'Bookings table' });
  return view;
}

describe('the admin dashboard', () => {
  it('greets the admin, marks the page in the admin navigation and is not indexed', async () => {
    await openDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, marisol' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Payment Summary Report',
      'Balances due in the next 30 days and overdue',
      'Next automatic charges',
      'Seats held unpaid',
      'All Bookings',
      'Contact Inquiries',
    ]);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | Sunward Group Travel'));
  });

  it('loads every page of bookings before it shows a single figure', async () => {
    let release: () => void = () => {};
    const secondPage = state.pages[1];
    if (secondPage) secondPage.hold = new Promise<void>((resolve) => (release = resolve));

    renderApp('/admin/dashboard');

    expect(await screen.findByText('Loading bookings… 3 loaded')).toBeInTheDocument();
    expect(screen.queryByText('Total Bookings')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Summary Report' })).not.toBeInTheDocument();

    release();

    expect(await screen.findByText('Total Bookings')).toBeInTheDocument();
    expect(counter('Total Bookings')).toBe('5');
    expect(requests.filter((request) => request.startsWith('GET /api/bookings'))).toEqual([
      'GET /api/bookings?limit=100',
      'GET /api/bookings?limit=100&cursor=page-1',
    ]);
  });

  it('counts a mixed list and reports its payments from the shared rules', async () => {
    await openDashboard();

    expect(counter('Total Bookings')).toBe('5');
    expect(counter('Fully Paid')).toBe('1');
    expect(counter('Partial Payments')).toBe('2');
    expect(counter('Pending')).toBe('1');
    // Paid: Ana's 600, Ben's 1,899 and Eve's 1,000. Owed: Ana's 1,998 and Eve's 2,798; Cara's unpaid
    // hold and Dev's expired booking owe nothing. Expected is the two together.
    expect(counter('Total Paid')).toBe('$3,499');
    expect(counter('Outstanding')).toBe('$4,796');
    expect(counter('Expected Revenue')).toBe('$8,295');
    expect(counter('Collection Rate')).toBe('42.2%');
  });

  it('gives every status its counter, label and filter, and the counters add up to the total', async () => {
    const user = userEvent.setup();
    const olga = booking({
      id: 'bk-olga',
      reference: 'SGT-P2Q3R4',
      firstName: 'Olga',
      lastName: 'Ivanova',
      amountPaid: 30_000,
      balanceDue: 99_900,
      status: 'overdue',
      depositPaid: true,
      createdAt: '2026-03-02T15:00:00.000Z',
    });
    state.pages = [{ bookings: [cara, ana, ben, dev, olga, halCancelled] }];
    await openDashboard();

    const counters = ['Fully Paid', 'Partial Payments', 'Overdue', 'Pending', 'Expired', 'Cancelled'].map((label) => Number(counter(label)));
    expect(counters).toEqual([1, 1, 1, 1, 1, 1]);
    expect(counters.reduce((sum, count) => sum + count, 0)).toBe(Number(counter('Total Bookings')));

    for (const [label, name] of [
      ['Pending', 'Cara Diaz'],
      ['Deposit Paid', 'Ana Lima'],
      ['Overdue', 'Olga Ivanova'],
      ['Confirmed', 'Ben Osei'],
      ['Expired', 'Dev Patel'],
      ['Cancelled', 'Hal Ng'],
    ] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), label);
      expect(rowNames()).toEqual([name]);
      const row = screen.getByRole('region', { name: 'Bookings table' }).querySelector('tbody tr');
      expect(within(row as HTMLElement).getByText(label)).toBeInTheDocument();
    }
  });

  it('lists each booking with its reference, customer, trip dates, figures, due date, status and date', async () => {
    await openDashboard();

    expect(screen.getByText('5 of 5 bookings')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Bookings table' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reference',
      'Customer',
      'Package',
      'Travelers',
      'Total',
      'Paid',
      'Balance',
      'Due date',
      'Status',
      'Actions',
    ]);
    const eveRow = screen.getByText('SGT-E7F8G9').closest('tr');
    if (!eveRow) throw new Error('no row for Eve');
    expect(within(eveRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'SGT-E7F8G9March 3, 2026',
      'Eve Zhangeve@sample.org',
      'Belize AdventureAugust 1–5, 2099',
      '2',
      '$3,798',
      '$1,000',
      '$2,798',
      'June 17, 2099',
      'Deposit Paid',
      'View booking SGT-E7F8G9 of Eve Zhang',
    ]);
    // A booking made before departures had dates says so.
    const anaRow = screen.getByText('SGT-A2B3C4').closest('tr');
    if (!anaRow) throw new Error('no row for Ana');
    expect(within(anaRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'SGT-A2B3C4March 5, 2026',
      'Ana Limaana@example.com',
      'Tobago Island EscapeNo dates',
      '2',
      '$2,598',
      '$600',
      '$1,998',
      '—No due date',
      'Deposit Paid',
      'View booking SGT-A2B3C4 of Ana Lima',
    ]);
    expect(within(anaRow).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
  });

  it('narrows and orders the rows by search, status and sort', async () => {
    const user = userEvent.setup();
    await openDashboard();
    expect(rowNames()).toEqual(['Cara Diaz', 'Ana Lima', 'Ben Osei', 'Eve Zhang', 'Dev Patel']);

    await enterText(user, screen.getByRole('searchbox', { name: 'Search' }), 'SAMPLE.ORG');
    expect(rowNames()).toEqual(['Eve Zhang']);
    expect(screen.getByText('1 of 5 bookings')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await enterText(user, screen.getByRole('searchbox', { name: 'Search' }), 'ana l');
    expect(rowNames()).toEqual(['Ana Lima']);

    // The reference travellers quote, in any case, with or without the dash.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await enterText(user, screen.getByRole('searchbox', { name: 'Search' }), 'sgte7f8g9');
    expect(rowNames()).toEqual(['Eve Zhang']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await enterText(user, screen.getByRole('searchbox', { name: 'Search' }), 'SGT-C5D6');
    expect(rowNames()).toEqual(['Cara Diaz']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Statuses',
      'Pending',
      'Deposit Paid',
      'Overdue',
      'Confirmed',
      'Expired',
      'Cancelled',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deposit Paid');
    expect(rowNames()).toEqual(['Ana Lima', 'Eve Zhang']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (Z-A)');
    expect(rowNames()).toEqual(['Eve Zhang', 'Ana Lima']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount Paid (High to Low)');
    expect(rowNames()).toEqual(['Ben Osei', 'Eve Zhang', 'Ana Lima', 'Cara Diaz', 'Dev Patel']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Date (Oldest First)');
    expect(rowNames()).toEqual(['Dev Patel', 'Eve Zhang', 'Ben Osei', 'Ana Lima', 'Cara Diaz']);
  });

  it('says when the filters hide every booking, and clears them', async () => {
    const user = userEvent.setup();
    await openDashboard();

    await enterText(user, screen.getByRole('searchbox', { name: 'Search' }), 'nobody');

    expect(screen.getByText('No bookings match your filters')).toBeInTheDocument();
    expect(screen.getByText('0 of 5 bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowNames()).toHaveLength(5);
  });

  it('says when there are no bookings and no inquiries at all', async () => {
    state.pages = [{ bookings: [] }];
    state.inquiries = [];

    renderApp('/admin/dashboard');

    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(await screen.findByText('No inquiries yet')).toBeInTheDocument();
    expect(counter('Total Bookings')).toBe('0');
    expect(counter('Collection Rate')).toBe('0.0%');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('exports exactly the bookings the filters let through, in the order shown', async () => {
    // The file is named after the agency's day: pinned, so the test does not straddle midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T17:00:00.000Z'));
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:bookings';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await openDashboard();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deposit Paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (Z-A)');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(downloads).toEqual(['bookings-2026-03-10.csv']);
    const [blob] = blobs;
    if (!blob) throw new Error('nothing was exported');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = await blob.text();
    expect(text).toBe(bookingsCsv([eve, ana]));
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'bk-eve,SGT-E7F8G9,2026-03-03,Eve Zhang,eve@sample.org,tel:+1-212-555-0100,Belize Adventure,2,1899.00,3798.00,1000.00,2798.00,Yes,Deposit Paid,,,,,,2099-08-01,2099-08-05,2099-06-17,',
    );
    expect(lines[2]).toMatch(/^bk-ana,SGT-A2B3C4,2026-03-05,Ana Lima,ana@example\.com,tel:\+1-212-555-0100,.*,Yes,Deposit Paid,,,,,,,,,$/);
  });

  it('shows a booking in detail with its payment history, or says it has none', async () => {
    const user = userEvent.setup();
    await openDashboard();

    await user.click(screen.getByRole('button', { name: 'View booking SGT-A2B3C4 of Ana Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Lima' });
    expect(within(dialog).getByText('SGT-A2B3C4')).toBeInTheDocument();
    expect(within(dialog).getByText('+1 212 555 0100')).toBeInTheDocument();
    const payments = await within(dialog).findByRole('list', { name: 'Payments' });
    expect(within(payments).getByText('Deposit')).toBeInTheDocument();
    expect(within(payments).getByText('$600')).toBeInTheDocument();
    expect(requests).toContain('GET /api/bookings/bk-ana/payments');

    await user.click(within(dialog).getByRole('button', { name: 'Close booking details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View booking SGT-C5D6E7 of Cara Diaz' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Cara Diaz' })).findByText('No payment history available')).toBeInTheDocument();
  });

  it('shows a booking’s departure, return and due dates in its details', async () => {
    const user = userEvent.setup();
    await openDashboard();

    await user.click(screen.getByRole('button', { name: 'View booking SGT-E7F8G9 of Eve Zhang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eve Zhang' });
    const detail = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Departure')).toBe('August 1, 2099');
    expect(detail('Return')).toBe('August 5, 2099');
    expect(detail('Due date')).toBe('June 17, 2099');
  });

  it('marks refunds, refunds due and disputes on the rows, in the report and in the export', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:bookings';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    state.pages = [{ bookings: [gus, fay, ana] }];
    await openDashboard();

    const flagsOf = (reference: string) => {
      const row = screen.getByText(reference).closest('tr');
      if (!row) throw new Error(`no row for ${reference}`);
      const list = within(row).queryByRole('list', { name: 'Refunds and disputes' });
      return list ? within(list).getAllByRole('listitem').map((item) => item.textContent) : [];
    };
    expect(flagsOf('SGT-F8G9H2')).toEqual(['Disputed', 'Refunded']);
    expect(flagsOf('SGT-G9H2J3')).toEqual(['Refund due']);
    expect(flagsOf('SGT-A2B3C4')).toEqual([]);

    // Fay's $250 refund is already off her amount paid and back in her balance.
    expect(counter('Total Paid')).toBe('$2,249');
    expect(counter('Outstanding')).toBe('$2,248');
    const notes = within(screen.getByRole('list', { name: 'Refund and dispute totals' }));
    expect(notes.getByText('Total paid is after $250 refunded in Stripe.')).toBeInTheDocument();
    expect(notes.getByText('$300 of refused deposits to refund, never counted as paid.')).toBeInTheDocument();
    expect(notes.getByText('$300 held back by Stripe for disputes (1 open), still counted as paid.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await blobs[0]?.text())?.trim().split('\r\n') ?? [];
    expect(lines[0]).toMatch(/,Status,Refund Due,Refunded,Dispute Status,Dispute Amount,Forfeited,Departure Date,Return Date,Balance Due Date,Automatic Payments$/);
    expect(lines[1]).toMatch(/^bk-gus,.*,Expired,300\.00,,,,,,,,$/);
    expect(lines[2]).toMatch(/^bk-fay,.*,Deposit Paid,,250\.00,Open,300\.00,,,,,$/);
  });

  it('explains a refund, a dispute and a refund due in the details, with the refund in the payment history', async () => {
    const user = userEvent.setup();
    state.pages = [{ bookings: [gus, fay] }];
    state.payments['bk-fay'] = [
      { id: 'pi_depositFay12345', amount: 30_000, paidAt: '2026-03-08T15:05:00.000Z', status: 'succeeded', note: 'Deposit' },
      { id: 'pi_balanceFay12345', amount: 159_900, paidAt: '2026-03-10T15:05:00.000Z', status: 'succeeded' },
      { id: 're_refundFay12345', amount: -25_000, paidAt: '2026-03-12T15:05:00.000Z', status: 'succeeded', note: 'Refund' },
    ];
    await openDashboard();

    await user.click(screen.getByRole('button', { name: 'View booking SGT-F8G9H2 of Fay Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fay Okafor' });
    const issues = within(dialog).getByRole('region', { name: 'Refunds and disputes' });
    expect(issues).toHaveTextContent('Disputed$300');
    expect(issues).toHaveTextContent('Status OpenDispute dp_1FayDispute');
    expect(issues).toHaveTextContent('Refunded$250');
    expect(issues).toHaveTextContent('Received $1,899Refunded $250Kept $1,649');
    expect(within(dialog).getByText('Amount paid, after refunds').nextElementSibling).toHaveTextContent('$1,649');
    const payments = await within(dialog).findByRole('list', { name: 'Payments' });
    const refund = within(payments).getByText('Refund').closest('li');
    expect(refund).toHaveTextContent('-$250');

    await user.click(within(dialog).getByRole('button', { name: 'Close booking details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'View booking SGT-G9H2J3 of Gus Berg' }));
    const gusIssues = within(await screen.findByRole('dialog', { name: 'Gus Berg' })).getByRole('region', { name: 'Refunds and disputes' });
    expect(gusIssues).toHaveTextContent('Refund due$300');
    expect(gusIssues).toHaveTextContent('PaymentIntent pi_lateGus67890');
  });

  it('says when a payment history fails to load', async () => {
    const user = userEvent.setup();
    await openDashboard();

    await user.click(screen.getByRole('button', { name: 'View booking SGT-D6E7F8 of Dev Patel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dev Patel' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch payment history');
  });

  it('says when no seats are held unpaid', async () => {
    await openDashboard();

    const section = screen.getByRole('region', { name: 'Seats held unpaid' });
    expect(within(section).getByText('No seats are held unpaid right now.')).toBeInTheDocument();
  });

  it('shows the seats held unpaid per departure and releases a hold after asking', async () => {
    const user = userEvent.setup();
    state.pages = [{ bookings: [hal, cara, ana] }];
    await openDashboard();

    const table = screen.getByRole('region', { name: 'Seats held unpaid table' });
    const row = within(table).getByText('Portugal and Morocco Discovery').closest('tr');
    if (!row) throw new Error('no row for the Morocco departure');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('June 10, 2099');
    expect(cells[1]).toHaveTextContent('4');
    expect(cells[2]).toHaveTextContent('SGT-H2J3K4');
    expect(cells[2]).toHaveTextContent('Hal Moss');
    // Cara's hold lapsed long ago: not held, not listed.
    expect(within(table).queryByText('SGT-C5D6E7')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Release hold of SGT-H2J3K4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this hold?' });
    expect(dialog).toHaveTextContent('The 4 seats Hal Moss holds on Portugal and Morocco Discovery (June 10, 2099) go back on sale now.');
    expect(requests).not.toContain('POST /api/bookings/bk-hal/release-hold');

    await user.click(within(dialog).getByRole('button', { name: 'Release hold' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release this hold?' })).not.toBeInTheDocument());
    expect(requests).toContain('POST /api/bookings/bk-hal/release-hold');
    const section = screen.getByRole('region', { name: 'Seats held unpaid' });
    expect(await within(section).findByText('No seats are held unpaid right now.')).toBeInTheDocument();
  });

  it('keeps the hold when the admin says so, and shows why a release was refused', async () => {
    const user = userEvent.setup();
    state.pages = [{ bookings: [hal] }];
    state.release = { status: 409, message: 'The deposit of this booking has been paid, so its seats stay booked.' };
    await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Release hold of SGT-H2J3K4' }));
    let dialog = await screen.findByRole('dialog', { name: 'Release this hold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release this hold?' })).not.toBeInTheDocument());
    expect(requests).not.toContain('POST /api/bookings/bk-hal/release-hold');

    await user.click(screen.getByRole('button', { name: 'Release hold of SGT-H2J3K4' }));
    dialog = await screen.findByRole('dialog', { name: 'Release this hold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release hold' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The deposit of this booking has been paid, so its seats stay booked.');
    expect(requests).toContain('POST /api/bookings/bk-hal/release-hold');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release this hold?' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Seats held unpaid table' })).toHaveTextContent('SGT-H2J3K4');
  });

  it('lists contact inquiries newest first, with a mail link and the interest', async () => {
    await openDashboard();

    const list = await screen.findByRole('list', { name: 'Inquiries' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Nora Quinn', 'Omar Reyes']);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'nora@example.com' })).toHaveAttribute('href', 'mailto:nora@example.com');
    expect(within(items[0] as HTMLElement).getByText('St. Lucia Carnival')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Do you run trips to Japan?')).toBeInTheDocument();
  });

  it('shows an error with a retry when the bookings or the inquiries fail to load', async () => {
    const user = userEvent.setup();
    state.pages = [];
    state.inquiries = 'fail';

    renderApp('/admin/dashboard');

    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(alerts[0]).toHaveTextContent('We could not load the bookings.');
    expect(screen.getByText('We could not load the inquiries.')).toBeInTheDocument();

    state.pages = [{ bookings: [ana] }];
    await user.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 1 booking')).toBeInTheDocument();
  });

  it('moves to the payments page without loading the bookings again', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();

    await user.click(screen.getByRole('link', { name: 'Payments' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/payments');
    expect(screen.getByRole('region', { name: 'Payments table' })).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('GET /api/bookings?'))).toHaveLength(2);
  });

  it('logs out through POST /api/logout and shows the sign-in page', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(requests).toContain('POST /api/logout');
  });

  it('signs out everywhere through POST /api/logout/everywhere and shows the sign-in page', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(requests).toContain('POST /api/logout/everywhere');
    expect(requests).not.toContain('POST /api/logout');
  });
});
