import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueAsPackages, withDepartures } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { localCardConfig, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

const packages = catalogueAsPackages().map((trip) => {
  if (trip.id !== packageIds.tobago) return trip;
  // Two seats left on January's departure, February's full: the page must say so and offer the others.
  return withDepartures(
    trip,
    trip.departures.map((d, i) => (i === 0 ? { ...d, seatsLeft: 2 } : i === 1 ? { ...d, seatsLeft: 0, isSoldOut: true } : d)),
  );
});

/** The note under a bookable trip's price: the deposit rule's amount, per traveller, and the departure's due date. */
const depositNote = `Pay only a ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per traveler today. Remaining balance due by May 24, 2027.`;

const { requests } = useTestApiServer((request, response) => {
  const match = /^\/api\/packages\/([^/]+)$/.exec(request.url ?? '');
  const trip = packages.find((p) => p.id === decodeURIComponent(match?.[1] ?? ''));
  if (trip) return sendJson(response, 200, trip);
  if (request.url === '/api/packages') return sendJson(response, 200, packages);
  if (request.url === '/api/config') return sendJson(response, 200, localCardConfig);
  if (request.url === '/api/packages/busy-trip') return sendJson(response, 503, { message: 'Service Unavailable' });
  sendJson(response, 404, { message: 'Package not found' });
});

describe('the booking page', () => {
  it('asks for a package when none is selected and offers the trips open for booking', async () => {
    renderApp('/booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'No Package Selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const choices = await screen.findByRole('region', { name: 'Trips open for booking' });
    expect(within(choices).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/booking?package=${packageIds.morocco}`,
      `/booking?package=${packageIds.tobago}`,
      `/booking?package=${packageIds.stLucia}`,
      `/booking?package=${packageIds.belize}`,
    ]);
    expect(within(choices).getByText(/Next departure January 14–17, 2027/)).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/packages']);
  });

  it('keeps the page title', async () => {
    renderApp('/booking');
    await waitFor(() => expect(document.title).toBe('Book Your Trip | Sunward Group Travel'));
  });

  it('says so when GET /api/packages/{id} answers 404', async () => {
    renderApp('/booking?package=nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Package Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The selected travel package could not be found.')).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/packages/nope']);
  });

  it('offers to try again when the trip cannot be loaded, with the outline gone', async () => {
    renderApp('/booking?package=busy-trip');

    expect(await screen.findByText('We could not load this trip just now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Book Your Trip' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your trip…')).not.toBeInTheDocument();
  });

  it('treats an id that cannot exist as not found', async () => {
    renderApp('/booking?package=..%2Fadmin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Package Not Found' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the outline of the trip and its form, then the selected trip with its price and the deposit note beside the booking form', async () => {
    renderApp(`/booking?package=${packageIds.morocco}`);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your trip…');
    const trip = await screen.findByRole('region', { name: 'Portugal & Morocco: Lisbon to Marrakech' });
    expect(within(trip).getByText('$2,658')).toBeInTheDocument();
    expect(within(trip).getByText('per person')).toBeInTheDocument();
    expect(within(trip).getByText(/6 Days \/ 5 Nights · July 8.13, 2027/)).toBeInTheDocument();
    expect(within(trip).getAllByRole('listitem')).toHaveLength(6);
    expect(within(trip).getByText(depositNote)).toBeInTheDocument();
    const image = within(trip).getByRole('presentation');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');

    expect(screen.getByRole('heading', { level: 1, name: 'Book Your Trip' })).toBeInTheDocument();
    const step = screen.getByRole('region', { name: 'Booking Information' });
    expect(within(step).getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Loading your trip…')).not.toBeInTheDocument();
  });

  it('shows a sold-out trip with a way to ask about the next departure instead of the booking step', async () => {
    renderApp(`/booking?package=${packageIds.guyana}`);

    const trip = await screen.findByRole('region', { name: 'Guyana: Rainforest & Kaieteur Falls' });
    expect(within(trip).getByText('Sold out')).toBeInTheDocument();
    expect(within(trip).queryByText(depositNote)).not.toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'This trip is sold out' });
    expect(within(notice).getByRole('link', { name: 'Ask about future departures' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('heading', { name: 'Booking Information' })).not.toBeInTheDocument();
  });

  it('preselects the departure linked to, lists the others with their seats, and warns when too few are left', async () => {
    const user = userEvent.setup();
    renderApp(`/booking?package=${packageIds.tobago}&departure=2027-01-14`);

    const picker = await screen.findByRole('radiogroup', { name: 'Departure' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios).toHaveLength(6);
    const radio = (id: string) => radios.find((candidate) => candidate.getAttribute('value') === id) as HTMLInputElement;
    expect(radio('2027-01-14')).toBeChecked();
    expect(radio('2027-02-11')).toBeDisabled();
    expect(radio('2027-03-11')).not.toBeChecked();
    expect(within(picker).getByText('2 seats left')).toBeInTheDocument();
    expect(within(picker).getAllByText('Sold out')).toHaveLength(1);

    const travelers = screen.getByRole('spinbutton', { name: /Travelers/ });
    await user.clear(travelers);
    await enterText(user, travelers, '3');
    expect(screen.getByText('Only 2 seats left on this departure')).toBeInTheDocument();

    await user.click(within(picker).getByText('March 11–14, 2027'));
    expect(screen.queryByText('Only 2 seats left on this departure')).not.toBeInTheDocument();
    const trip = screen.getByRole('region', { name: 'Tobago Island Escape' });
    expect(within(trip).getByText(/March 11.14, 2027/)).toBeInTheDocument();
    expect(within(trip).getByText(/Remaining balance due by January 25, 2027/)).toBeInTheDocument();
  });

  it('asks to accept the booking terms, unticked at first, linking to them', async () => {
    const user = userEvent.setup();
    renderApp(`/booking?package=${packageIds.morocco}`);

    const terms = await screen.findByRole('checkbox', { name: /I have read and accept the booking terms, including that payments are non-refundable/ });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'booking terms' })).toHaveAttribute('href', '/terms');
    await enterText(user, screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await enterText(user, screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await enterText(user, screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await enterText(user, screen.getByRole('textbox', { name: /Phone/ }), '+1 212 555 0100');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Please accept the booking terms')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('describes a field by its help, then by its message, and marks the terms box invalid until ticked', async () => {
    const user = userEvent.setup();
    renderApp(`/booking?package=${packageIds.morocco}`);

    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('Your receipt and booking updates go here.');
    expect(screen.getByRole('spinbutton', { name: /Travelers/ })).toHaveAccessibleDescription('1 to 10 per booking');
    const terms = screen.getByRole('checkbox', { name: /accept the booking terms/ });
    expect(terms).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.queryByText('Your receipt and booking updates go here.')).not.toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please accept the booking terms');
    await user.click(terms);
    expect(terms).toBeChecked();
    expect(terms).not.toHaveAttribute('aria-invalid');
  });

  it('shows a clear notice with the other departures when the one linked to has left', async () => {
    renderApp(`/booking?package=${packageIds.belize}&departure=2026-04-02`);

    const notice = await screen.findByRole('region', { name: 'This departure has already left' });
    expect(within(notice).getByText(/departure of April 2, 2026 has left/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'April 1–5, 2027' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.belize}&departure=2027-04-01`,
    );
    expect(within(notice).getByRole('link', { name: 'Ask about the next departure' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('heading', { name: 'Booking Information' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says a departure it does not know is not open for booking', async () => {
    renderApp(`/booking?package=${packageIds.belize}&departure=no-such-run`);

    expect(await screen.findByRole('region', { name: 'This departure is not open for booking' })).toBeInTheDocument();
  });
});
