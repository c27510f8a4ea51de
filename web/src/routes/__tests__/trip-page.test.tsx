import type { ServerResponse } from 'node:http';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { Package } from '@sunward/shared/schemas/package';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueAsPackages, fixturePackage, withDepartures } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

/** How the test server answers `GET /api/packages` in the current test. */
let answer: (response: ServerResponse) => void;
useTestApiServer((request, response) => {
  if (request.url === '/api/packages') return answer(response);
  sendJson(response, 404, { message: 'Not found' });
});

function answerWith(packages: Package[]) {
  answer = (response) => sendJson(response, 200, packages);
}

function withPackage(id: string, change: Partial<Package>): Package[] {
  return catalogueAsPackages().map((trip) => (trip.id === id ? { ...trip, ...change } : trip));
}

/** Links to book a package (the header's general Book Now opens the booking page without one). */
function bookingLinks(): HTMLElement[] {
  return screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/booking?'));
}

describe('a bookable trip page', () => {
  it('lists its upcoming departures with seats left and a Book Now for each, or Sold out and its waitlist', async () => {
    const user = userEvent.setup();
    const morocco = fixturePackage(packageIds.morocco);
    const [july] = morocco.departures;
    if (!july) throw new Error('the fixture lost Morocco\u2019s 2027 departure');
    const september = { ...july, id: '2027-09-09', departureDate: '2027-09-09', returnDate: '2027-09-14', seatsLeft: 3, price: 2710, balanceDueDate: '2027-07-26' };
    const october = { ...july, id: '2027-10-07', departureDate: '2027-10-07', returnDate: '2027-10-12', seatsLeft: 0, isSoldOut: true };
    answerWith(catalogueAsPackages().map((trip) => (trip.id === packageIds.morocco ? withDepartures(trip, [july, september, october]) : trip)));

    // Only the chosen departure's dates show in the itinerary: the others are hidden by CSS.
    renderApp('/morocco', undefined, { cssInDocument: true });

    const card = await screen.findByRole('article', { name: 'Portugal & Morocco: Lisbon to Marrakech' });
    expect(screen.getByRole('region', { name: 'Reserve your place' })).toContainElement(card);
    expect(within(card).getByText('Max 12 people')).toBeInTheDocument();
    const rows = within(within(card).getByRole('list', { name: 'Upcoming departures' })).getAllByRole('listitem');
    // What a row shows: the badge and links a row keeps hidden for the catalogue refresh aside.
    const shown = (row: HTMLElement) => {
      const copy = row.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[hidden]').forEach((element) => element.remove());
      return copy.textContent;
    };
    expect(rows.map(shown)).toEqual([
      'July 8–13, 202712 seats leftBook Now',
      'September 9–14, 20273 seats left · $2,710 per personBook Now',
      'October 7–12, 2027Sold outSold outJoin the waitlist',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Book Now: July 8–13, 2027' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.morocco}&departure=2027-07-08`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Book Now: September 9–14, 2027' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.morocco}&departure=2027-09-09`,
    );
    expect(within(rows[2]!).getAllByRole('link')).toHaveLength(1);
    expect(within(rows[2]!).getByRole('link', { name: 'Join the waitlist: October 7–12, 2027' })).toHaveAttribute(
      'href',
      `/waitlist/join?package=${packageIds.morocco}&departure=2027-10-07`,
    );
    expect(within(rows[0]!).queryByRole('link', { name: /Join the waitlist/ })).not.toBeInTheDocument();

    const hero = screen.getByRole('region', { name: 'Lisbon to Marrakech in six days' });
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByText('From $2,658 per person')).toBeInTheDocument();
    expect(within(hero).getByText('July 8–13, 2027')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/booking?package=${packageIds.morocco}`);
    expect(within(hero).getByRole('link', { name: 'Ask Questions' })).toHaveAttribute('href', '/contact');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Each day carries every departure's date; the page's CSS shows those of the chosen one.
    expect(screen.getByText('· July 8')).toBeVisible();
    expect(screen.getByText('· July 13')).toBeVisible();
    expect(screen.getByText('· September 9')).not.toBeVisible();
    expect(screen.queryByText('SOLD OUT')).not.toBeInTheDocument();

    // The itinerary's dates follow the departure the visitor picks.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show the dates of the departure' }), '2027-09-09');
    expect(screen.getByText('· September 9')).toBeVisible();
    expect(screen.getByText('· September 14')).toBeVisible();
    expect(screen.getByText('· July 8')).not.toBeVisible();
    await waitFor(() => expect(document.title).toBe('Portugal & Morocco: Lisbon to Marrakech | Sunward Group Travel'));
  });

  it('offers the future-departures inquiry when no departure is upcoming', async () => {
    answerWith(catalogueAsPackages().map((trip) => (trip.id === packageIds.morocco ? withDepartures(trip, []) : trip)));

    renderApp('/morocco');

    const inquiry = await screen.findByRole('region', { name: /Be first to hear|next departure|future/i });
    expect(within(inquiry).getByText('No upcoming departure is open for booking yet.')).toBeInTheDocument();
    expect(within(inquiry).getByRole('link', { name: 'Inquire About Future Trips' })).toHaveAttribute('href', '/contact');
    expect(bookingLinks()).toHaveLength(0);
    expect(screen.queryByText(/Day 1 ·/)).not.toBeInTheDocument();
  });

  it('sends the hero to /contact while no Morocco package is loaded', async () => {
    answerWith(catalogueAsPackages().filter((trip) => trip.destination !== 'Morocco'));

    renderApp('/morocco');

    const hero = await screen.findByRole('region', { name: 'Lisbon to Marrakech in six days' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(within(hero).getByRole('link', { name: 'Ask About Dates' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('region', { name: 'Reserve your place' })).not.toBeInTheDocument();
    expect(bookingLinks()).toHaveLength(0);
  });
});

describe('the seven-day Morocco page', () => {
  it('offers the six-day package in its own section without claiming its facts', async () => {
    answerWith(catalogueAsPackages());

    renderApp('/morocco-7day');

    const card = await screen.findByRole('article', { name: 'Portugal & Morocco: Lisbon to Marrakech' });
    expect(screen.getByRole('region', { name: 'Prefer a fixed date? Join our group' })).toContainElement(card);
    expect(within(card).getByRole('link', { name: 'Book Now: July 8–13, 2027' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.morocco}&departure=2027-07-08`,
    );

    const hero = screen.getByRole('region', { name: 'From the medinas to the Sahara' });
    expect(within(hero).queryByText('6 Days / 5 Nights')).not.toBeInTheDocument();
    expect(within(hero).queryByText(/per person/)).not.toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Ask About Dates' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Day 7')).toBeInTheDocument();
  });
});

describe('a sold-out trip page', () => {
  it('shows SOLD OUT and the future-departures inquiry, and no booking link anywhere', async () => {
    answerWith(catalogueAsPackages());

    renderApp('/guyana');

    const inquiry = await screen.findByRole('region', { name: 'Be first to hear about the next departure' });
    expect(within(inquiry).getByRole('link', { name: 'Inquire About Future Trips' })).toHaveAttribute('href', '/contact');

    const hero = screen.getByRole('region', { name: 'Rainforest and Kaieteur Falls' });
    expect(within(hero).getByText('SOLD OUT')).toBeInTheDocument();
    expect(within(hero).getByText('4 Days / 3 Nights')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Inquire About Future Trips' })).toHaveAttribute('href', '/contact');
    expect(within(hero).getByRole('link', { name: 'View Available Trips' })).toHaveAttribute('href', '/');
    expect(within(hero).queryByText(/per person/)).not.toBeInTheDocument();

    expect(bookingLinks()).toHaveLength(0);
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reserve your place' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kaieteur Falls' })).toBeInTheDocument();
  });

  it('offers the waitlist of each departure whose seats are all taken', async () => {
    const tobago = fixturePackage(packageIds.tobago);
    answerWith(catalogueAsPackages().map((trip) => (trip.id === tobago.id ? withDepartures(trip, trip.departures.map((d) => ({ ...d, seatsLeft: 0, isSoldOut: true }))) : trip)));

    renderApp('/tobago');

    const inquiry = await screen.findByRole('region', { name: 'Be first to hear about the next departure' });
    const full = within(inquiry).getByRole('list', { name: 'Full departures of Tobago Island Escape' });
    const links = within(full).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(tobago.departures.map((d) => `/waitlist/join?package=${tobago.id}&departure=${d.id}`));
    expect(links[0]).toHaveAccessibleName('Join the waitlist: January 14–17, 2027');
    expect(bookingLinks()).toHaveLength(0);
  });

  it('follows the data: a package marked sold out turns a bookable page into the sold-out variant', async () => {
    answerWith(withPackage(packageIds.tobago, { isSoldOut: true }));

    renderApp('/tobago');

    expect(await screen.findByRole('region', { name: 'Be first to hear about the next departure' })).toBeInTheDocument();
    expect(screen.getAllByText('SOLD OUT').length).toBeGreaterThan(0);
    expect(bookingLinks()).toHaveLength(0);
  });
});

describe('the Belize page', () => {
  it('books its package from the hero and the package section, with weekdays on the itinerary', async () => {
    answerWith(catalogueAsPackages());

    renderApp('/belize');

    const section = await screen.findByRole('article', { name: 'Belize: Reef & Jungle' });
    expect(within(section).getByText('Small groups')).toBeInTheDocument();
    expect(within(section).getByText('Direct from JFK')).toBeInTheDocument();
    expect(within(section).getByText('$2,195')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Book Now: April 1–5, 2027' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.belize}&departure=2027-04-01`,
    );

    const hero = screen.getByRole('region', { name: 'Reef and jungle in five days' });
    expect(within(hero).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/booking?package=${packageIds.belize}`);
    expect(screen.getByText('Day 1 · Thursday, April 1')).toBeInTheDocument();
    expect(screen.getByText('Day 5 · Monday, April 5')).toBeInTheDocument();
  });

  it('has no package section without its package, and the hero points at #packages', async () => {
    answerWith(catalogueAsPackages().filter((trip) => trip.id !== packageIds.belize));

    renderApp('/belize');

    const hero = await screen.findByRole('region', { name: 'Reef and jungle in five days' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(within(hero).getByRole('link', { name: 'See Dates & Prices' })).toHaveAttribute('href', '#packages');
    expect(screen.queryByRole('region', { name: 'Reserve your place' })).not.toBeInTheDocument();
    expect(bookingLinks()).toHaveLength(0);
    expect(screen.getByText('Day 1')).toBeInTheDocument();
    expect(screen.queryByText(/Thursday/)).not.toBeInTheDocument();
  });
});

describe('the St. Lucia page', () => {
  it('keeps its fixed booking link while the packages load', async () => {
    answer = () => {};

    renderApp('/st-lucia');

    const hero = await screen.findByRole('region', { name: 'Play mas in St. Lucia' });
    expect(within(hero).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/booking?package=${packageIds.stLucia}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading trip details…');
  });
});
