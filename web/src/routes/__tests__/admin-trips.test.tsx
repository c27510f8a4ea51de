import { manifestCsv } from '@sunward/shared/rules/manifest-csv';
import type { AdminDeparture, AdminTrip, Manifest, TripAudit } from '@sunward/shared/schemas/catalogue-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ana, cara } from '../../testing/admin-bookings';
import { manifestEntryOf } from '../../testing/booking-fixture';
import { renderApp } from '../../testing/render-app';
import { readJsonBody, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { adminTobago } from '../../testing/admin-waitlist-fixture';

function departure(overrides: Partial<AdminDeparture> & Pick<AdminDeparture, 'id' | 'departureDate' | 'returnDate'>): AdminDeparture {
  return {
    capacity: 12,
    seatsLeft: 12,
    seatsSold: 0,
    seatsHeld: 0,
    seatsOffered: 0,
    price: 1299,
    customPrice: null,
    balanceDueDate: '2099-05-25',
    customBalanceDueDate: null,
    state: 'open',
    version: 1,
    ...overrides,
  };
}

const july = departure({ id: '2099-07-09', departureDate: '2099-07-09', returnDate: '2099-07-14', seatsLeft: 7, seatsSold: 4, seatsHeld: 1, version: 3 });
const past = departure({ id: '2020-03-01', departureDate: '2020-03-01', returnDate: '2020-03-06', seatsLeft: 0, seatsSold: 12, state: 'closed' });

function tobago(): AdminTrip {
  return adminTobago([past, july]);
}

/**
 * July's departure: Ana travels (her last name starts like a spreadsheet formula); Cara holds a
 * seat unpaid.
 */
const manifest: Manifest = {
  travelling: [
    {
      ...manifestEntryOf({ ...ana, lastName: '=Lima', departureDate: '2099-07-09', returnDate: '2099-07-14', balanceDueDate: '2099-05-25' }),
      notes: [{ text: 'Vegetarian; room with her sister', at: '2099-01-10T15:00:00.000Z', by: 'desk' }],
    },
  ],
  unpaidHolds: [manifestEntryOf({ ...cara, departureDate: '2099-07-09', returnDate: '2099-07-14', balanceDueDate: '2099-05-25' })],
};

const audit: TripAudit = [
  {
    id: 'a1',
    at: '2026-11-20T15:00:00.000Z',
    by: 'marisol',
    action: 'departure-changed',
    departureId: '2099-07-09',
    changes: [{ field: 'capacity', from: 10, to: 12 }],
  },
];

interface State {
  trips: AdminTrip[];
  /** What the next write answers instead of succeeding. */
  refuse?: { status: number; body: unknown };
  bodies: unknown[];
}

let state: State;

const { requests } = useTestApiServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/user') return sendJson(response, 200, { username: 'marisol' });
  if (route === 'GET /api/trips') return sendJson(response, 200, state.trips);
  if (route === 'GET /api/trips/tobago-island-escape/audit') return sendJson(response, 200, audit);
  if (route === 'GET /api/trips/tobago-island-escape/departures/2099-07-09/manifest') return sendJson(response, 200, manifest);
  if (request.method === 'POST' || request.method === 'PATCH') {
    const body = await readJsonBody(request);
    state.bodies.push(body);
    if (state.refuse) return sendJson(response, state.refuse.status, state.refuse.body);
    if (route === 'POST /api/trips/tobago-island-escape/departures') {
      const added = departure({ id: '2099-09-10', departureDate: '2099-09-10', returnDate: '2099-09-15', capacity: 10, seatsLeft: 10 });
      state.trips = [{ ...tobago(), departures: [...tobago().departures, added] }];
      return sendJson(response, 201, added);
    }
    if (route === 'PATCH /api/trips/tobago-island-escape/departures/2099-07-09') return sendJson(response, 200, { ...july, capacity: 14, version: 4 });
    if (route === 'PATCH /api/trips/tobago-island-escape') return sendJson(response, 200, { ...tobago(), version: 3 });
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  state = { trips: [tobago()], bodies: [] };
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openTrips() {
  renderApp('/admin/trips');
  return screen.findByRole('region', { name: 'Departures of Tobago Island Escape' });
}

describe('/admin/trips', () => {
  it('lists every departure with its seats, marks the page in the admin navigation and is not indexed', async () => {
    const table = await openTrips();

    expect(screen.getByRole('heading', { level: 2, name: 'Tobago Island Escape' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trips' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    expect(table).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['March 1–6, 2020', 'July 9–14, 2099']);
    expect(within(rows[0]!).getByText('Departed')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent).slice(1, 9)).toEqual(['Open', '12', '4', '1', '0', '7', '$1,299trip price', 'May 25, 2099']);
  });

  it('adds a departure from the dialog, checked before it is sent, and shows it', async () => {
    const user = userEvent.setup();
    await openTrips();

    await user.click(screen.getByRole('button', { name: 'Add departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add departure' });
    await user.type(within(dialog).getByLabelText(/Departure date/), '2099-09-10');
    await user.type(within(dialog).getByLabelText(/Return date/), '2099-09-05');
    await user.clear(within(dialog).getByLabelText(/Capacity/));
    await user.type(within(dialog).getByLabelText(/Capacity/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add departure' }));

    expect(await within(dialog).findByText('The return date must be on or after the departure date')).toBeInTheDocument();
    expect(state.bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Return date/));
    await user.type(within(dialog).getByLabelText(/Return date/), '2099-09-15');
    await user.click(within(dialog).getByRole('button', { name: 'Add departure' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.bodies).toEqual([{ departureDate: '2099-09-10', returnDate: '2099-09-15', capacity: 10, state: 'open' }]);
    expect(await screen.findByText('September 10–15, 2099')).toBeInTheDocument();
  });

  it('shows the API’s field issues beside their fields', async () => {
    const user = userEvent.setup();
    state.refuse = { status: 400, body: { message: 'departureDate: after today', issues: [{ path: ['departureDate'], message: 'The departure date must be after today' }] } };
    await openTrips();

    await user.click(screen.getByRole('button', { name: 'Add departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add departure' });
    await user.type(within(dialog).getByLabelText(/Departure date/), '2099-09-10');
    await user.type(within(dialog).getByLabelText(/Return date/), '2099-09-15');
    await user.click(within(dialog).getByRole('button', { name: 'Add departure' }));

    expect(await within(dialog).findByText('The departure date must be after today')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Departure date/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends only what changed with the version read, and offers a reload on a stale edit', async () => {
    const user = userEvent.setup();
    state.refuse = { status: 409, body: { message: 'This departure was changed by someone else. Reload to see the latest.' } };
    await openTrips();

    await user.click(screen.getByRole('button', { name: 'Edit departure of July 9, 2099' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit departure of July 9, 2099' });
    await user.clear(within(dialog).getByLabelText(/Capacity/));
    await user.type(within(dialog).getByLabelText(/Capacity/), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This departure was changed by someone else. Reload to see the latest.');
    expect(state.bodies).toEqual([{ version: 3, capacity: 14 }]);

    state.refuse = undefined;
    state.trips = [{ ...tobago(), departures: [past, { ...july, capacity: 16, version: 4 }] }];
    const listsBefore = requests.filter((request) => request === 'GET /api/trips').length;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(within(dialog).getByLabelText(/Capacity/)).toHaveValue(16));
    expect(requests.filter((request) => request === 'GET /api/trips').length).toBeGreaterThan(listsBefore);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves the trip’s price, highlights one per line and sold-out flag', async () => {
    const user = userEvent.setup();
    await openTrips();

    const form = screen.getByRole('form', { name: 'Settings of Tobago Island Escape' });
    await user.clear(within(form).getByLabelText('Trip price per person'));
    await user.type(within(form).getByLabelText('Trip price per person'), '1399');
    await user.type(within(form).getByLabelText('Highlights, one per line'), '\nTurtle watching');
    await user.click(within(form).getByRole('checkbox', { name: /Sold out/ }));
    await user.click(within(form).getByRole('button', { name: 'Save trip' }));

    await waitFor(() =>
      expect(state.bodies).toEqual([{ version: 2, price: 1399, highlights: ['Reef snorkelling', 'Rainforest walk', 'Turtle watching'], isSoldOut: true }]),
    );
  });

  it('shows the change history when opened', async () => {
    const user = userEvent.setup();
    await openTrips();

    await user.click(screen.getByRole('button', { name: 'Show change history' }));

    const list = await screen.findByRole('list', { name: 'Change history of Tobago Island Escape' });
    expect(list).toHaveTextContent('Changed departure of July 9, 2099 by marisol');
    expect(list).toHaveTextContent('Capacity: 10 → 12');
  });

  it('shows a departure’s travelling party and, apart, its unpaid holds; exports the party as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:manifest';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await openTrips();

    await user.click(screen.getByRole('button', { name: 'Manifest of July 9, 2099' }));
    const dialog = await screen.findByRole('dialog', { name: /Manifest, July 9–14, 2099/ });
    const party = await within(dialog).findByRole('region', { name: 'Travelling party' });
    expect(within(party).getByText('Ana =Lima')).toBeInTheDocument();
    expect(within(party).getByText('May 25, 2099')).toBeInTheDocument();
    expect(within(party).getByText('Note: Vegetarian; room with her sister (desk)')).toBeInTheDocument();
    expect(within(party).queryByText('Cara Diaz')).not.toBeInTheDocument();
    const holds = within(dialog).getByRole('region', { name: 'Unpaid holds' });
    expect(within(holds).getByText('Cara Diaz')).toBeInTheDocument();
    expect(within(holds).getByText('Pending')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('2 travellers on 1 booking; 1 seat held unpaid');
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    expect(downloads).toEqual(['manifest-tobago-island-escape-2099-07-09.csv']);
    const text = await blobs[0]?.text();
    expect(text).toBe(manifestCsv(manifest.travelling));
    expect(text).toContain(`"'=Lima"`);
    expect(text).not.toContain('Cara');
  });
});
