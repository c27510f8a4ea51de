import { subscribersCsv } from '@sunward/shared/rules/subscribers-csv';
import type { Subscriber } from '@sunward/shared/schemas/subscribers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

const subscribers: Subscriber[] = [
  { email: 'nora@example.com', confirmedAt: '2027-04-09T15:00:00.000Z' },
  { email: 'omar@example.com', confirmedAt: '2027-03-01T15:00:00.000Z' },
  { email: '=cmd@example.com', confirmedAt: '2027-02-01T15:00:00.000Z' },
];

/** The pages `GET /api/subscribers` answers, in order, or a failure. */
let pages: Subscriber[][] | 'fail';

const { requests } = useTestApiServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/user') return sendJson(response, 200, { username: 'marisol' });
  if (route === 'GET /api/subscribers') {
    if (pages === 'fail') return sendJson(response, 500, { message: 'Internal error' });
    const index = Number(url.searchParams.get('cursor') ?? '0');
    return sendJson(response, 200, { subscribers: pages[index] ?? [], nextCursor: index + 1 < pages.length ? String(index + 1) : null });
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  pages = [subscribers.slice(0, 2), subscribers.slice(2)];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the newsletter subscribers screen', () => {
  it('lists every confirmed subscriber across pages and exports them as CSV', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-10T16:00:00.000Z'));
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:subscribers';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    renderApp('/admin/subscribers');

    const table = await screen.findByRole('region', { name: 'Subscribers table' });
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['nora@example.com', 'omar@example.com', '=cmd@example.com']);
    expect(screen.getByText('3 confirmed subscribers')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('GET /api/subscribers'))).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(downloads).toEqual(['subscribers-2027-04-10.csv']);
    const text = await blobs[0]?.text();
    expect(text).toBe(subscribersCsv(subscribers));
    expect(text?.split('\r\n')[3]).not.toMatch(/^=/);
  });

  it('says when nobody has confirmed yet, and offers no export', async () => {
    pages = [[]];
    renderApp('/admin/subscribers');

    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails to load', async () => {
    pages = 'fail';
    const user = userEvent.setup();
    renderApp('/admin/subscribers');

    expect(await screen.findByText('We could not load the subscribers.')).toBeInTheDocument();
    pages = [subscribers];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('3 confirmed subscribers')).toBeInTheDocument());
  });
});
