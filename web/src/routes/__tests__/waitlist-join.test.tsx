import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueAsPackages, withDepartures } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { readCall, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

// Tobago's February departure is full; January's has two seats.
const tobago = (() => {
  const trip = catalogueAsPackages().find((candidate) => candidate.id === packageIds.tobago);
  if (!trip) throw new Error('No Tobago in the catalogue');
  return withDepartures(
    trip,
    trip.departures.map((d, i) => (i === 0 ? { ...d, seatsLeft: 2 } : i === 1 ? { ...d, seatsLeft: 0, isSoldOut: true } : d)),
  );
})();
const full = tobago.departures[1]!;
const fewSeats = tobago.departures[0]!;

const joins: unknown[] = [];
let answerJoin: (respond: (status: number, body: unknown) => void) => void = (respond) => respond(202, { accepted: true });
useTestApiServer(async (request, response) => {
  const { route, body } = await readCall(request);
  if (route === `GET /api/packages/${tobago.id}`) return sendJson(response, 200, tobago);
  if (route === 'POST /api/waitlist') {
    joins.push(body);
    return answerJoin((status, answer) => sendJson(response, status, answer));
  }
  sendJson(response, 404, { message: 'Package not found' });
});

function openJoin(departureId = full.id, packageId: string = tobago.id) {
  joins.length = 0;
  return renderApp(`/waitlist/join?package=${packageId}&departure=${departureId}`);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { travelers = '3' } = {}) {
  await enterText(user, await screen.findByRole('textbox', { name: /Name/ }), 'Ana María Lopez');
  await enterText(user, screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
  await enterText(user, screen.getByRole('textbox', { name: /Phone/ }), '+1 212 555 0100');
  const count = screen.getByRole('spinbutton', { name: /Travelers/ });
  await user.clear(count);
  await enterText(user, count, travelers);
}

describe('the waitlist join page', () => {
  it('shows the sold-out departure, sends the fields with the departure and an empty honeypot, then says to check the e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    answerJoin = (respond) => respond(202, { accepted: true });
    openJoin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Wait for a seat on this departure' });
    expect(within(card).getByText('Tobago Island Escape')).toBeInTheDocument();
    expect(within(card).getByText('February 11–14, 2027')).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const done = await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('We sent a link to ana@example.com. Open it to confirm your place in line');
    expect(joins).toEqual([
      { packageId: tobago.id, departureId: full.id, name: 'Ana María Lopez', email: 'ana@example.com', phone: '+1 212 555 0100', travelers: 3, website: '' },
    ]);
    await waitFor(() => expect(document.title).toBe('Join the waitlist | Sunward Group Travel'));
  });

  it('checks the fields before sending, each message tied to its field', async () => {
    const user = userEvent.setup({ delay: null });
    openJoin();

    const count = await screen.findByRole('spinbutton', { name: /Travelers/ });
    await user.clear(count);
    await enterText(user, count, '11');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/required/i);
    expect(count).toHaveAccessibleDescription('At most 10 travelers');
    expect(joins).toEqual([]);
  });

  it("puts the server's field issues on their fields", async () => {
    const user = userEvent.setup({ delay: null });
    answerJoin = (respond) => respond(400, { message: 'Invalid request', issues: [{ path: ['email'], message: 'Enter a valid email address' }] });
    openJoin();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address'));
    expect(email).toHaveFocus();
  });

  it("says so when the departure has seats for the group after all, and links to book them", async () => {
    const user = userEvent.setup({ delay: null });
    answerJoin = (respond) => respond(409, { message: 'This departure has seats for your group: book them instead' });
    openJoin(fewSeats.id);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('2 seats are on sale on this departure now.');
    await fillIn(user, { travelers: '2' });
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This departure has seats for your group: book them instead');
    expect(within(alert).getByRole('link', { name: 'Book now' })).toHaveAttribute('href', `/booking?package=${tobago.id}&departure=${fewSeats.id}`);
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
  });

  it.each([
    ['a departure the trip does not list', `/waitlist/join?package=${packageIds.tobago}&departure=2030-01-01`],
    ['an unknown trip', '/waitlist/join?package=nope&departure=2027-02-11'],
    ['no departure', `/waitlist/join?package=${packageIds.tobago}`],
  ])('says %s is not on sale, with no form', async (_name, path) => {
    renderApp(path);

    expect(await screen.findByRole('alert')).toHaveTextContent('This departure is not on sale');
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });
});
