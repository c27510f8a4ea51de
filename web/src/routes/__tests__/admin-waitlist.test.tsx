import type { AdminTrip, TripAudit } from '@sunward/shared/schemas/catalogue-admin';
import type { AdminWaitlistEntry } from '@sunward/shared/schemas/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { formatTimestamp } from '../../lib/format';
import { soldOutDeparture, waitlistEntries, waitlistOf, waitlistTrip } from '../../testing/admin-waitlist-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';
import { useTestClock } from '../../testing/test-clock';

const now = new Date('2026-11-20T15:00:00.000Z');
const HOUR_MS = 3_600_000;
const departure = soldOutDeparture(now);
const base = `/api/trips/tobago-island-escape/departures/${departure.id}/waitlist`;

interface State {
  trips: AdminTrip[];
  entries: AdminWaitlistEntry[];
  audit: TripAudit;
  /** What the next removal or offer answers instead of succeeding. */
  refuse?: { status: number; message: string };
}

let state: State;

function changeEntry(id: string, change: (entry: AdminWaitlistEntry) => AdminWaitlistEntry): AdminWaitlistEntry {
  const index = state.entries.findIndex((entry) => entry.id === id);
  const changed = change(state.entries[index]!);
  state.entries[index] = changed;
  return changed;
}

const { requests } = useTestApiServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/user') return sendJson(response, 200, { username: 'marisol' });
  if (route === 'GET /api/trips') return sendJson(response, 200, state.trips);
  if (route === 'GET /api/trips/tobago-island-escape/audit') return sendJson(response, 200, state.audit);
  if (route === `GET ${base}`) return sendJson(response, 200, waitlistOf(state.entries));
  const removed = new RegExp(`^DELETE ${base}/([a-z-]+)$`).exec(route);
  const offered = new RegExp(`^POST ${base}/([a-z-]+)/offer$`).exec(route);
  if ((removed || offered) && state.refuse) return sendJson(response, state.refuse.status, { message: state.refuse.message });
  if (removed?.[1]) {
    const entry = changeEntry(removed[1], (entry) => ({ ...entry, state: 'removed', placeInLine: null, endedAt: now.toISOString() }));
    state.audit = [
      { id: 'a-removed', at: now.toISOString(), by: 'marisol', action: 'waitlist-removed', departureId: departure.id, changes: [{ field: 'waitlistState', from: 'waiting', to: 'removed' }] },
    ];
    return sendJson(response, 200, entry);
  }
  if (offered?.[1]) {
    const entry = changeEntry(offered[1], (entry) => ({
      ...entry,
      state: 'offered',
      offeredAt: now.toISOString(),
      offerExpiresAt: new Date(now.getTime() + 48 * HOUR_MS).toISOString(),
    }));
    state.trips = [waitlistTrip(now, { ...departure, seatsLeft: departure.seatsLeft - entry.travelers, seatsHeld: departure.seatsHeld + entry.travelers })];
    return sendJson(response, 200, entry);
  }
  sendJson(response, 404, { message: 'Not found' });
});

useTestClock(now);

beforeEach(() => {
  state = { trips: [waitlistTrip(now)], entries: waitlistEntries(now), audit: [] };
});

afterEach(() => {
  toaster.remove();
});

async function openWaitlist() {
  const user = userEvent.setup();
  renderApp('/admin/trips');
  const toggle = await screen.findByRole('button', { name: 'Waitlist of March 10, 2027' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  const panel = await screen.findByRole('region', { name: 'Waitlist, March 10–15, 2027' });
  const table = await within(panel).findByRole('region', { name: 'Waitlist entries' });
  return { user, toggle, panel, table };
}

/** The counts as they read: each term and its figure. */
function counts(panel: HTMLElement): Record<string, string> {
  return Object.fromEntries([...panel.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  return within(table).getByText(name, { selector: 'p' }).closest('tr') as HTMLElement;
}

function cellsOf(row: HTMLElement): string[] {
  return within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent ?? '');
}

describe('a departure’s waitlist in /admin/trips', () => {
  it('opens under the departures with its counts and its entries in line order, each with its state and acts', async () => {
    const { toggle, panel, table } = await openWaitlist();

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(counts(panel)).toEqual({
      Waiting: '2in line',
      'Offers out': '12 seats held',
      Booked: '1from an offer',
      Lapsed: '1offer ran out',
      Unconfirmed: '1not in line yet',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^[A-Z][a-zé]+ [A-Z][a-z]+$/, { selector: 'p' }).textContent)).toEqual([
      'Ann Lee',
      'Ben Okafor',
      'Chloé Martin',
      'Dev Patel',
      'Elena Rossi',
      'Femi Adeyemi',
    ]);
    const ann = cellsOf(rowOf(table, 'Ann Lee'));
    expect(ann.slice(0, 6)).toEqual(['1', 'Ann Leeann.lee@example.com', '+1 868 555 0101', '2', 'Offered', formatTimestamp(new Date(now.getTime() + 42 * HOUR_MS).toISOString())]);
    expect(cellsOf(rowOf(table, 'Ben Okafor')).slice(0, 5)).toEqual(['2', 'Ben Okaforben.okafor@example.com', '+1 868 555 0177', '3', 'Waiting']);
    expect(cellsOf(rowOf(table, 'Dev Patel'))[0]).toBe('—Not in line');
    expect(cellsOf(rowOf(table, 'Dev Patel'))[6]).toContain('address not confirmed');
    expect(cellsOf(rowOf(table, 'Elena Rossi'))[6]).toContain(`booked ${formatTimestamp(new Date(now.getTime() - 50 * HOUR_MS).toISOString())}`);
    expect(cellsOf(rowOf(table, 'Femi Adeyemi'))[6]).toContain('offer lapsed');
    expect(cellsOf(rowOf(table, 'Ben Okafor'))[6]).toContain(`confirmed ${formatTimestamp(new Date(now.getTime() - 95 * HOUR_MS).toISOString())}`);

    // Remove for every entry still holding a place; seats offered only to one waiting in line.
    expect(within(table).getAllByRole('button', { name: /^Remove / }).map((button) => button.textContent)).toEqual([
      'Remove Ann Lee',
      'Remove Ben Okafor',
      'Remove Chloé Martin',
      'Remove Dev Patel',
    ]);
    expect(within(table).getAllByRole('button', { name: /^Offer seats/ }).map((button) => button.textContent)).toEqual([
      'Offer seats to Ben Okafor',
      'Offer seats to Chloé Martin',
    ]);
    expect(within(rowOf(table, 'Elena Rossi')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes an entry after a dialog naming the person, then reads the line, the seats and the history again', async () => {
    const { user, table } = await openWaitlist();
    await user.click(screen.getByRole('button', { name: 'Show change history' }));
    expect(await screen.findByText('No changes made here yet.')).toBeInTheDocument();
    const tripReads = requests.filter((request) => request === 'GET /api/trips').length;

    await user.click(within(table).getByRole('button', { name: 'Remove Ben Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Okafor from the waitlist?' });
    expect(dialog).toHaveTextContent('Ben Okafor (ben.okafor@example.com, 3 travelers) leaves the waitlist of this departure, where they are number 2 in line.');
    expect(requests.some((request) => request.startsWith('DELETE'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Remove entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toContain(`DELETE ${base}/wl-ben`);
    expect(await screen.findByText('Ben Okafor is off the waitlist of March 10, 2027.')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(rowOf(table, 'Ben Okafor'))[4]).toBe('Removed'));
    expect(within(rowOf(table, 'Ben Okafor')).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.filter((request) => request === 'GET /api/trips').length).toBeGreaterThan(tripReads);
    const history = await screen.findByRole('list', { name: 'Change history of Tobago Island Escape' });
    expect(history).toHaveTextContent('Removed from the waitlist of March 10, 2027 by marisol');
  });

  it('offers a waiting entry seats after saying how many are held and until about when; the departure’s seats follow', async () => {
    state.trips = [waitlistTrip(now, { ...departure, seatsLeft: 3, seatsSold: 7 })];
    const { user, table } = await openWaitlist();

    await user.click(within(table).getByRole('button', { name: 'Offer seats to Ben Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer 3 seats to Ben Okafor?' });
    expect(dialog).toHaveTextContent(
      `This takes 3 seats off sale and holds them for Ben Okafor now, ahead of their place (number 2), until about ${formatTimestamp(new Date(now.getTime() + 48 * HOUR_MS).toISOString())}.`,
    );
    expect(dialog).toHaveTextContent('An offer runs 48 hours at most');
    expect(dialog).toHaveTextContent('3 seats are on sale now.');

    await user.click(within(dialog).getByRole('button', { name: 'Offer seats' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toContain(`POST ${base}/wl-ben/offer`);
    expect(await screen.findByText(/^3 seats are held for Ben Okafor until/)).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(rowOf(table, 'Ben Okafor'))[4]).toBe('Offered'));
    const departures = screen.getByRole('region', { name: 'Departures of Tobago Island Escape' });
    await waitFor(() => expect(cellsOf(within(departures).getAllByRole('row')[1]!).slice(4, 6)).toEqual(['5', '0']));
  });

  it('shows why an offer or a removal was refused, and keeps the dialog open', async () => {
    state.refuse = { status: 409, message: 'Only 0 seats are on sale' };
    const { user, table } = await openWaitlist();

    await user.click(within(table).getByRole('button', { name: 'Offer seats to Chloé Martin' }));
    const offer = await screen.findByRole('dialog', { name: 'Offer 1 seat to Chloé Martin?' });
    expect(offer).toHaveTextContent('No seats are on sale now.');
    await user.click(within(offer).getByRole('button', { name: 'Offer seats' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent('Only 0 seats are on sale');
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    state.refuse = { status: 409, message: 'This waitlist entry has already ended' };
    await user.click(within(table).getByRole('button', { name: 'Remove Ann Lee' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Ann Lee from the waitlist?' });
    expect(remove).toHaveTextContent('The 2 seats held for their offer pass at once to the next entries that fit, or go back on sale.');
    await user.click(within(remove).getByRole('button', { name: 'Remove entry' }));
    expect(await within(remove).findByRole('alert')).toHaveTextContent('This waitlist entry has already ended');
    expect(cellsOf(rowOf(table, 'Ann Lee'))[4]).toBe('Offered');
  });

  it('closes from its own button or the row’s, and says when nobody waits', async () => {
    state.entries = [];
    const user = userEvent.setup();
    renderApp('/admin/trips');
    const toggle = await screen.findByRole('button', { name: 'Waitlist of March 10, 2027' });
    await user.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Waitlist, March 10–15, 2027' });
    expect(await within(panel).findByText('Nobody on the waitlist')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close the waitlist of March 10, 2027' }));
    expect(screen.queryByRole('region', { name: 'Waitlist, March 10–15, 2027' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('region', { name: 'Waitlist, March 10–15, 2027' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Waitlist, March 10–15, 2027' })).not.toBeInTheDocument();
  });
});

describe('the trip’s change history', () => {
  it('names every waitlist action, the entry and its change of state', async () => {
    const change = (id: string, action: TripAudit[number]['action'], by: string, from: string, to: string, entry = 'Ann Lee · 2 travelers') => ({
      id,
      at: now.toISOString(),
      by,
      action,
      departureId: departure.id,
      changes: [
        { field: 'waitlistEntry', from: null, to: entry },
        { field: 'waitlistState', from, to },
      ],
    });
    state.audit = [
      change('a6', 'waitlist-removed', 'marisol', 'waiting', 'removed', 'Ben Okafor · 3 travelers'),
      change('a5', 'waitlist-left', 'traveller', 'waiting', 'left', 'Chloé Martin · 1 traveler'),
      change('a4', 'waitlist-booked', 'traveller', 'offered', 'booked'),
      change('a3', 'waitlist-lapsed', 'waitlist', 'offered', 'lapsed', 'Femi Adeyemi · 2 travelers'),
      change('a2', 'waitlist-offered', 'waitlist', 'waiting', 'offered'),
      change('a1', 'waitlist-joined', 'traveller', 'unconfirmed', 'waiting'),
    ];
    const user = userEvent.setup();
    renderApp('/admin/trips');
    await user.click(await screen.findByRole('button', { name: 'Show change history' }));

    const history = await screen.findByRole('list', { name: 'Change history of Tobago Island Escape' });
    const items = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history);
    expect(items.map((item) => /^(.*? by \w+),/.exec(item.firstElementChild?.textContent ?? '')?.[1])).toEqual([
      'Removed from the waitlist of March 10, 2027 by marisol',
      'Left the waitlist of March 10, 2027 by traveller',
      'Booked from the waitlist of March 10, 2027 by traveller',
      'Lapsed waitlist offer of March 10, 2027 by waitlist',
      'Offered waitlist seats of March 10, 2027 by waitlist',
      'Joined the waitlist of March 10, 2027 by traveller',
    ]);
    expect(items[0]).toHaveTextContent('Entry: Ben Okafor · 3 travelers');
    expect(items[0]).toHaveTextContent('Waitlist: Waiting → Removed');
    expect(items[4]).toHaveTextContent('Entry: Ann Lee · 2 travelers');
    expect(items[4]).toHaveTextContent('Waitlist: Waiting → Offered');
    expect(items[5]).toHaveTextContent('Waitlist: Unconfirmed → Waiting');
    expect(history).not.toHaveTextContent('none');
  });
});
