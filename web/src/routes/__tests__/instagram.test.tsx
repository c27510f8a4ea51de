import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS, INSTALLMENT_COUNT } from '@sunward/shared/rules/booking-pricing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBookable } from '../../components/packages/departures';
import { tripPathForPackage } from '../../content/trips/trip-pages';
import { catalogueAsPackages } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

/** Prices and dates that are not the catalogue's, to show the cards read them from the API. */
const packages = catalogueAsPackages().map((trip) => {
  if (trip.id === packageIds.morocco) return { ...trip, price: 2790 };
  if (trip.id === packageIds.tobago) return { ...trip, price: 1350.5 };
  if (trip.id === packageIds.stLucia) return { ...trip, title: 'St. Lucia Carnival 2027', departureDate: '2027-07-16', returnDate: '2027-07-21' };
  return trip;
});

useTestApiServer((request, response) => {
  if (request.url === '/api/packages') return sendJson(response, 200, packages);
  sendJson(response, 404, { message: 'Not found' });
});

describe('the link-in-bio page', () => {
  it('lists every trip that takes bookings, and only those, in catalogue order', async () => {
    renderApp('/instagram');

    const trips = within(await screen.findByRole('region', { name: 'Upcoming trips' }));
    await trips.findAllByRole('article');
    const bookable = packages.filter(isBookable);
    expect(bookable.length).toBeGreaterThan(3);
    expect(trips.getAllByRole('article').map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(bookable.map(tripPathForPackage));
    expect(trips.getByRole('article', { name: 'Belize: Reef & Jungle' })).toBeInTheDocument();
    for (const soldOut of packages.filter((trip) => !isBookable(trip))) {
      expect(trips.queryByRole('link', { name: soldOut.title })).not.toBeInTheDocument();
    }
  });

  it('shows the trips with prices and dates from GET /api/packages', async () => {
    renderApp('/instagram');

    const morocco = await screen.findByRole('article', { name: 'Portugal and Morocco Discovery' });
    expect(await within(morocco).findByText('$2,790')).toBeInTheDocument();
    expect(within(morocco).getByText('Popular')).toBeInTheDocument();
    expect(within(morocco).getByText('6 Days / 5 Nights · Lisbon to Marrakech')).toBeInTheDocument();
    expect(within(morocco).getByRole('link')).toHaveAttribute('href', '/morocco');

    const tobago = screen.getByRole('article', { name: 'Tobago Island Escape' });
    expect(within(tobago).getByText('$1,350.50')).toBeInTheDocument();
    expect(within(tobago).getByText('Hot Deal')).toBeInTheDocument();
    expect(within(tobago).getByRole('link')).toHaveAttribute('href', '/tobago');

    const carnival = screen.getByRole('article', { name: 'St. Lucia Carnival 2027' });
    expect(within(carnival).getByText('$2,865')).toBeInTheDocument();
    expect(within(carnival).getByText(/July 16.21, 2027/)).toBeInTheDocument();
    expect(within(carnival).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(carnival).getByRole('link')).toHaveAttribute('href', '/st-lucia');
  });

  it('links to the site, contact, booking and the refund policy', async () => {
    renderApp('/instagram');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const main = within(document.querySelector('main') as HTMLElement);
    expect(main.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(main.getByRole('link', { name: 'Book Your Adventure' })).toHaveAttribute('href', '/booking');
    expect(main.getByRole('link', { name: 'View All Destinations' })).toHaveAttribute('href', '/');
    expect(main.getByText(`${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit, then ${INSTALLMENT_COUNT} monthly payments`)).toBeInTheDocument();
    const footer = main.getByRole('navigation', { name: 'Policies and contact' });
    expect(within(footer).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });
});
