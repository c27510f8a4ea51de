import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueAsPackages } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

// Morocco moved to a date that never passes, so the page's state does not depend on today's date;
// Belize's April 2026 departure has passed for good.
const packages = catalogueAsPackages().map((trip) =>
  trip.id === packageIds.morocco ? { ...trip, departureDate: '2099-07-09', returnDate: '2099-07-14' } : trip,
);

/** The note under a bookable trip's price: the deposit rule's amount, per traveller. */
const depositNote = `Pay only a ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per traveler today. Remaining balance due before departure.`;

const { requests } = useTestApiServer((request, response) => {
  const match = /^\/api\/packages\/([^/]+)$/.exec(request.url ?? '');
  const trip = packages.find((p) => p.id === decodeURIComponent(match?.[1] ?? ''));
  if (trip) return sendJson(response, 200, trip);
  if (request.url === '/api/config') return sendJson(response, 200, { payments: { form: 'local-test-card', publishableKey: 'pk_test_local' } });
  sendJson(response, 404, { message: 'Package not found' });
});

describe('the booking page', () => {
  it('asks for a package when none is selected, without calling the API', async () => {
    renderApp('/booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'No Package Selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(requests).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Book Your Trip | Sunward Group Travel'));
  });

  it('says so when GET /api/packages/{id} answers 404', async () => {
    renderApp('/booking?package=nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Package Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The selected travel package could not be found.')).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/packages/nope']);
  });

  it('treats an id that cannot exist as not found', async () => {
    renderApp('/booking?package=..%2Fadmin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Package Not Found' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows a spinner, then the selected trip with its price and the deposit note beside the booking form', async () => {
    renderApp(`/booking?package=${packageIds.morocco}`);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your trip…');
    const trip = await screen.findByRole('region', { name: 'Portugal & Morocco: Lisbon to Marrakech' });
    expect(within(trip).getByText('$2,658')).toBeInTheDocument();
    expect(within(trip).getByText('per person')).toBeInTheDocument();
    expect(within(trip).getByText(/6 Days \/ 5 Nights · July 9.14, 2099/)).toBeInTheDocument();
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
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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

  it('shows a calm panel instead of the form when the trip has already departed', async () => {
    renderApp(`/booking?package=${packageIds.belize}`);

    const notice = await screen.findByRole('region', { name: 'This departure has already left' });
    expect(within(notice).getByText(/left on April 2, 2026/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Ask about the next departure' })).toHaveAttribute('href', '/contact');
    expect(within(notice).getByRole('link', { name: 'See upcoming trips' })).toHaveAttribute('href', '/');
    const trip = screen.getByRole('region', { name: 'Belize: Reef & Jungle' });
    expect(within(trip).queryByText(depositNote)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking Information' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
