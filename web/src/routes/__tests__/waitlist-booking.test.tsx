import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { formatDeadline } from '../../lib/format';
import { catalogueAsPackages, withDepartures } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { localCardConfig, readCall, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { useTestClock } from '../../testing/test-clock';

const now = new Date('2026-12-01T15:00:00Z');
useTestClock(now);

const TOKEN = 'w8Yq-2_cR1bKx9tUZlS3nOdF6gIkV8qEhJ2pL5uX7zB';
const base = catalogueAsPackages().find((candidate) => candidate.id === packageIds.tobago);
if (!base) throw new Error('No Tobago in the catalogue');
/** Tobago with its February departure full (the seats held for offers are not on sale). */
const tobago = withDepartures(
  base,
  base.departures.map((d, i) => (i === 1 ? { ...d, seatsLeft: 0, isSoldOut: true } : d)),
);
/** Tobago with every departure full. */
const soldOutTobago = withDepartures(
  base,
  base.departures.map((d) => ({ ...d, seatsLeft: 0, isSoldOut: true })),
);
const full = tobago.departures[1]!;
const offerExpiresAt = new Date(now.getTime() + 30 * 3_600_000).toISOString();

function offered(changes: Partial<WaitlistEntryView> = {}): WaitlistEntryView {
  return {
    packageId: tobago.id,
    departureId: full.id,
    tripTitle: tobago.title,
    departureDate: full.departureDate,
    returnDate: full.returnDate,
    name: 'Ana María Lopez',
    email: 'ana@example.com',
    phone: '+1 212 555 0100',
    travelers: 3,
    state: 'offered',
    placeInLine: 1,
    offerExpiresAt,
    ...changes,
  };
}

const api = {
  trip: tobago,
  entry: offered() as WaitlistEntryView | { status: number; message: string },
  booking: { status: 409, message: 'This offer has ended' },
  calls: [] as Array<{ route: string; body: unknown }>,
};
useTestApiServer(async (request, response) => {
  const { route, body } = await readCall(request);
  api.calls.push({ route, body });
  if (route === `GET /api/packages/${tobago.id}`) return sendJson(response, 200, api.trip);
  if (route === 'GET /api/config') return sendJson(response, 200, localCardConfig);
  if (route === 'POST /api/waitlist/entry') {
    const entry = api.entry;
    return 'message' in entry ? sendJson(response, entry.status, { message: entry.message }) : sendJson(response, 200, entry);
  }
  if (route === 'POST /api/bookings') return sendJson(response, api.booking.status, { message: api.booking.message });
  sendJson(response, 404, { message: 'Not found' });
});

afterEach(() => {
  toaster.remove();
});

function open(entry: typeof api.entry, path = `/booking?package=${tobago.id}&departure=${full.id}#waitlist=${TOKEN}`) {
  api.trip = tobago;
  api.entry = entry;
  api.calls.length = 0;
  return renderApp(path);
}

describe('the booking form opened from a waitlist offer', () => {
  it('books the held seats: filled in from the entry, its travellers fixed, until the offer’s end, sending the token', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open(offered());

    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    expect(screen.getByRole('status')).toHaveTextContent(`Seats are held for you until ${formatDeadline(offerExpiresAt)}`);
    expect(firstName).toHaveValue('Ana María');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Lopez');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+1 212 555 0100');
    const travelers = screen.getByRole('spinbutton', { name: /Travelers/ });
    expect(travelers).toHaveValue(3);
    expect(travelers).toHaveAttribute('readonly');
    expect(screen.queryByRole('radiogroup', { name: 'Departure' })).not.toBeInTheDocument();
    expect(screen.getByText('3 seats held for you from the waitlist')).toBeInTheDocument();
    const trip = screen.getByRole('region', { name: 'Tobago Island Escape' });
    expect(within(trip).getByText(/February 11.14, 2027/)).toBeInTheDocument();
    // The token leaves the address bar, and went only into the POST body.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.search).toBe(`?package=${tobago.id}&departure=${full.id}`);
    expect(api.calls.find((call) => call.route === 'POST /api/waitlist/entry')?.body).toEqual({ token: TOKEN });
    expect(api.calls.every((call) => !call.route.includes(TOKEN))).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: /booking terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await waitFor(() => expect(api.calls.some((call) => call.route === 'POST /api/bookings')).toBe(true));
    expect(api.calls.find((call) => call.route === 'POST /api/bookings')?.body).toEqual({
      firstName: 'Ana María',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '+1 212 555 0100',
      travelers: 3,
      acceptTerms: true,
      packageId: tobago.id,
      departureId: full.id,
      waitlistToken: TOKEN,
    });
    // The offer ran out meanwhile: the server's 409 says so.
    expect(await screen.findByText('This offer has ended')).toBeInTheDocument();
  });

  it.each([
    ['lapsed', offered({ state: 'lapsed', placeInLine: null, offerExpiresAt: null })],
    ['past its end', offered({ offerExpiresAt: new Date(now.getTime() - 60_000).toISOString() })],
  ])('says an offer %s has ended instead of the form, and links to the entry', async (_name, entry) => {
    open(entry);

    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has ended');
    expect(screen.getByRole('link', { name: 'See your place on the waitlist' })).toHaveAttribute('href', `/waitlist#token=${TOKEN}`);
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
  });

  it("shows the 404's message for a link that is not valid", async () => {
    open({ status: 404, message: 'This waitlist link is not valid' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This waitlist link is not valid');
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
  });
});

describe('the booking page of a sold-out departure', () => {
  it('offers each full departure’s waitlist when the whole trip is sold out', async () => {
    api.calls.length = 0;
    api.trip = soldOutTobago;
    renderApp(`/booking?package=${tobago.id}`);

    const notice = await screen.findByRole('region', { name: 'This trip is sold out' });
    const links = within(notice).getAllByRole('link', { name: /^Join the waitlist/ });
    expect(links).toHaveLength(soldOutTobago.departures.length);
    expect(within(notice).getByRole('link', { name: 'Join the waitlist: February 11–14, 2027' })).toHaveAttribute(
      'href',
      `/waitlist/join?package=${tobago.id}&departure=${full.id}`,
    );
    expect(within(notice).getByRole('link', { name: 'Ask about future departures' })).toHaveAttribute('href', '/contact');
  });

  it('links to the waitlist of a full departure linked to, beside the next one with seats', async () => {
    api.calls.length = 0;
    api.trip = tobago;
    renderApp(`/booking?package=${tobago.id}&departure=${full.id}`);

    await screen.findByRole('textbox', { name: /First name/ });
    const notice = screen.getByText(/departure is sold out, so the next one with seats is chosen below/);
    expect(within(notice).getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', `/waitlist/join?package=${tobago.id}&departure=${full.id}`);
  });
});
