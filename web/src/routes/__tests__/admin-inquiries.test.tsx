import type { AdminInquiry } from '@sunward/shared/schemas/inquiry-review';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { readJsonBody, sendJson, useTestApiServer } from '../../testing/test-api-server';

const nora: AdminInquiry = {
  id: 'iq-nora',
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora@example.com',
  interest: 'st-lucia',
  message: 'Is the carnival trip still open for two?',
  createdAt: '2027-03-07T10:00:00.000Z',
  status: 'open',
  answeredAt: null,
  answeredBy: null,
};
const omar: AdminInquiry = {
  id: 'iq-omar',
  firstName: 'Omar',
  lastName: 'Reyes',
  email: 'omar+trips@example.com',
  interest: null,
  message: 'Do you run trips to Japan?',
  createdAt: '2027-02-20T10:00:00.000Z',
  status: 'answered',
  answeredAt: '2027-02-21T15:00:00.000Z',
  answeredBy: 'desk',
};

let inquiries: AdminInquiry[];
let bodies: unknown[];

useTestApiServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/user') return sendJson(response, 200, { username: 'marisol' });
  if (route === 'GET /api/bookings') return sendJson(response, 200, { bookings: [], nextCursor: null });
  if (route === 'GET /api/inquiries') return sendJson(response, 200, inquiries);
  const marked = /^PATCH \/api\/inquiries\/([a-z-]+)$/.exec(route);
  if (marked?.[1]) {
    const body = (await readJsonBody(request)) as { status: 'open' | 'answered' };
    bodies.push(body);
    inquiries = inquiries.map((one) =>
      one.id === marked[1]
        ? { ...one, status: body.status, answeredAt: body.status === 'answered' ? '2027-04-10T16:00:00.000Z' : null, answeredBy: body.status === 'answered' ? 'marisol' : null }
        : one,
    );
    return sendJson(response, 200, inquiries.find((one) => one.id === marked[1]));
  }
  sendJson(response, 404, { message: 'Not found' });
});

beforeEach(() => {
  inquiries = [nora, omar];
  bodies = [];
});

const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('contact inquiries on the dashboard', () => {
  it('shows open inquiries first, each with a reply link to the visitor, and filters by status', async () => {
    const user = userEvent.setup();
    renderApp('/admin/dashboard');

    const list = await screen.findByRole('list', { name: 'Inquiries' });
    expect(names(list)).toEqual(['Nora Quinn']);
    expect(within(list).getByRole('link', { name: 'Reply' })).toHaveAttribute('href', 'mailto:nora@example.com?subject=Re%3A%20St.%20Lucia%20Carnival');
    expect(within(list).getByText('Open')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show inquiries' }), 'Answered');
    const answered = screen.getByRole('list', { name: 'Inquiries' });
    expect(names(answered)).toEqual(['Omar Reyes']);
    expect(within(answered).getByRole('link', { name: 'Reply' })).toHaveAttribute('href', 'mailto:omar%2Btrips@example.com?subject=Re%3A%20Your%20inquiry');
    expect(answered).toHaveTextContent('Marked answered by desk');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show inquiries' }), 'All inquiries');
    expect(names(screen.getByRole('list', { name: 'Inquiries' }))).toEqual(['Nora Quinn', 'Omar Reyes']);
  });

  it('marks an inquiry answered, which moves it out of the open ones, and reopens it', async () => {
    const user = userEvent.setup();
    renderApp('/admin/dashboard');
    const list = await screen.findByRole('list', { name: 'Inquiries' });

    await user.click(within(list).getByRole('button', { name: 'Mark answered' }));

    expect(await screen.findByText('No open inquiries')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'answered' }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show inquiries' }), 'Answered');
    const answered = screen.getByRole('list', { name: 'Inquiries' });
    expect(names(answered)).toEqual(['Nora Quinn', 'Omar Reyes']);
    expect(within(answered).getAllByRole('listitem')[0]).toHaveTextContent('Marked answered by marisol');

    await user.click(within(within(answered).getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: 'Reopen' }));

    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Inquiries' }))).toEqual(['Omar Reyes']));
    expect(bodies).toEqual([{ status: 'answered' }, { status: 'open' }]);
  });
});
