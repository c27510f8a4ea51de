import { agencyInstant } from '@sunward/shared/rules/agency-calendar';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { BookingNote } from '@sunward/shared/schemas/booking-records';
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

/** Tobago for 2, $600 deposit paid, $1,998 left. */
const lou = bookingFixture({
  id: 'bk-lou',
  reference: 'SGT-K6M7N8',
  firstName: 'Lou',
  lastName: 'Park',
  email: 'lou@example.com',
  phone: '+1 555 010 9999',
  ...tobagoForTwoDepositPaid,
  departureId: '2027-06-04',
  departureDate: '2027-06-04',
  balanceDueDate: '2027-06-01',
  createdAt: '2027-01-06T15:00:00.000Z',
});

type Refusal = { status: number; message: string };

let bookings: Booking[];
let notes: BookingNote[];
let bodies: Record<string, unknown>;
let contactAnswer: 'save' | Refusal;
let resendAnswer: 'send' | Refusal;

const { requests } = useTestApiServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/bookings/bk-lou/notes') return sendJson(response, 200, { notes });
  if (route === 'POST /api/bookings/bk-lou/notes') {
    const body = (bodies[route] = await readJsonBody(request)) as { text: string };
    notes = [...notes, { id: `note-${notes.length + 1}`, text: body.text, at: now.toISOString(), by: 'marisol' }];
    return sendJson(response, 200, { notes });
  }
  if (route === 'PATCH /api/bookings/bk-lou/contact') {
    const body = (bodies[route] = await readJsonBody(request)) as Partial<Booking>;
    if (contactAnswer !== 'save') return sendJson(response, contactAnswer.status, { message: contactAnswer.message });
    bookings = bookings.map((booking) => ({ ...booking, ...body, expected: undefined }));
    return sendJson(response, 200, { booking: bookings[0] });
  }
  if (route === 'POST /api/bookings/bk-lou/resend') {
    const body = (bodies[route] = await readJsonBody(request)) as { mail: string };
    if (resendAnswer !== 'send') return sendJson(response, resendAnswer.status, { message: resendAnswer.message });
    return sendJson(response, 200, { mail: body.mail, to: 'lou@example.com', queuedAt: now.toISOString() });
  }
  if (answerAdminShell(route, response, bookings)) return;
  sendJson(response, 404, { message: 'Not found' });
});

useTestClock(now);

beforeEach(() => {
  bookings = [lou];
  notes = [{ id: 'note-0', text: 'Vegetarian.\nRoom with her sister.', at: '2027-04-01T14:00:00.000Z', by: 'desk' }];
  bodies = {};
  contactAnswer = 'save';
  resendAnswer = 'send';
});

async function openLou() {
  renderApp('/admin/dashboard');
  const table = await screen.findByRole('region', { name: 'Bookings table' });
  const user = userEvent.setup();
  await user.click(within(table).getByRole('button', { name: /View booking SGT-K6M7N8/ }));
  const details = await screen.findByRole('dialog', { name: 'Lou Park' });
  return { user, details, records: within(details).getByRole('region', { name: 'Traveller and notes' }) };
}

describe('notes on a booking', () => {
  it('lists the notes with who wrote them and when, and adds one', async () => {
    const { user, records } = await openLou();
    const list = await within(records).findByRole('list', { name: 'Notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Vegetarian. Room with her sister.');
    expect(list).toHaveTextContent('desk, Apr 1, 2027');

    await user.click(within(records).getByRole('button', { name: 'Add note' }));
    expect(within(records).getByText('Note is required')).toBeInTheDocument();
    expect(requests).not.toContain('POST /api/bookings/bk-lou/notes');

    await enterText(user, within(records).getByRole('textbox', { name: 'New note' }), 'Pays the balance by bank transfer');
    await user.click(within(records).getByRole('button', { name: 'Add note' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(bodies['POST /api/bookings/bk-lou/notes']).toEqual({ text: 'Pays the balance by bank transfer' });
    const added = within(list).getAllByRole('listitem')[1];
    expect(added).toHaveTextContent('Pays the balance by bank transfer');
    expect(added).toHaveTextContent('marisol, Apr 10, 2027');
    expect(within(records).getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });
});

describe('editing the contact details', () => {
  it("says a new e-mail moves the booking and mails both addresses, checks the booking form's rules, and sends only what changed", async () => {
    const { user, records, details } = await openLou();
    await user.click(within(records).getByRole('button', { name: 'Edit contact details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact details' });
    expect(dialog).toHaveTextContent('No money moves and no seats change. The traveller is not e-mailed.');
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });

    await user.clear(email);
    await enterText(user, email, 'lou.park@');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact details' }));
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests).not.toContain('PATCH /api/bookings/bk-lou/contact');

    await enterText(user, email, 'example.org');
    expect(dialog).toHaveTextContent('both the old and the new address get an e-mail saying so');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Phone' }), '+1 555 010 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact details' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact details' })).not.toBeInTheDocument());
    expect(bodies['PATCH /api/bookings/bk-lou/contact']).toEqual({
      email: 'lou.park@example.org',
      phone: '+1 555 010 1234',
      expected: { firstName: 'Lou', lastName: 'Park', email: 'lou@example.com', phone: '+1 555 010 9999' },
    });
    expect(await within(details).findByRole('link', { name: 'lou.park@example.org' })).toBeInTheDocument();
  });

  it('shows a refusal because someone changed the booking meanwhile, with a reload', async () => {
    contactAnswer = { status: 409, message: "This traveller's contact details changed since you opened them." };
    const { user, records } = await openLou();
    await user.click(within(records).getByRole('button', { name: 'Edit contact details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact details' });
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Last name' }), '-Kim');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact details' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("This traveller's contact details changed since you opened them.");
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('sending a mail again', () => {
  it('asks first, saying nothing else changes, then sends the confirmation', async () => {
    const { user, records } = await openLou();
    await user.click(within(records).getByRole('button', { name: 'Resend confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the booking confirmation again?' });
    expect(dialog).toHaveTextContent('Lou gets the booking confirmation again at lou@example.com');
    expect(dialog).toHaveTextContent('No money moves and no seats change.');
    expect(requests).not.toContain('POST /api/bookings/bk-lou/resend');

    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send the booking confirmation again?' })).not.toBeInTheDocument());
    expect(bodies['POST /api/bookings/bk-lou/resend']).toEqual({ mail: 'confirmation' });
  });

  it('shows why it was refused', async () => {
    resendAnswer = { status: 429, message: 'A mail was sent again for this booking less than 10 minutes ago.' };
    const { user, records } = await openLou();
    await user.click(within(records).getByRole('button', { name: 'Resend latest receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the latest receipt again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A mail was sent again for this booking less than 10 minutes ago.');
    expect(bodies['POST /api/bookings/bk-lou/resend']).toEqual({ mail: 'receipt' });
  });

  it('offers no resend on a booking that paid nothing', async () => {
    bookings = [{ ...lou, status: 'pending', amountPaid: 0, depositPaid: false }];
    const { records } = await openLou();

    expect(within(records).getByRole('button', { name: 'Edit contact details' })).toBeInTheDocument();
    expect(within(records).queryByRole('button', { name: 'Resend confirmation' })).not.toBeInTheDocument();
    expect(within(records).queryByRole('button', { name: 'Resend latest receipt' })).not.toBeInTheDocument();
  });
});
