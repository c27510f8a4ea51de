import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Package } from '@sunward/shared/schemas/package';
import { describe, expect, it } from 'vitest';
import { isBookable } from '../../components/packages/departures';
import { queryKeys } from '../../lib/query-keys';
import { createQueryClient } from '../../lib/query-client';
import { catalogueAsPackages, withDepartures } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { disclosureOf, summaryOf } from '../../testing/summary-of';

const MOROCCO = 'Portugal & Morocco: Lisbon to Marrakech';

function renderHome(packages: Package[] = catalogueAsPackages()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.packages.all, packages);
  // The cards' panels and the other tours are hidden by CSS until opened.
  return renderApp('/', queryClient, { cssInDocument: true });
}

/** A second Morocco departure, so two cards can compete for the one open slot. */
function withSecondMorocco(): Package[] {
  const packages = catalogueAsPackages();
  const morocco = packages.find((trip) => trip.id === packageIds.morocco);
  if (!morocco) throw new Error('the catalogue lost its Morocco package');
  return [...packages, { ...morocco, id: 'morocco-autumn', title: 'Morocco in Autumn', isPopular: false }];
}

describe('the home page', () => {
  it('features the bookable Morocco trips and keeps sold-out and other trips off the first view', async () => {
    renderHome();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Travel further, together.');
    const card = screen.getByRole('article', { name: MOROCCO });
    expect(within(card).getByRole('link', { name: `Book Now: ${MOROCCO}` })).toHaveAttribute('href', `/booking?package=${packageIds.morocco}`);
    // The other tours wait, folded, behind their toggle.
    expect(screen.getByRole('article', { name: 'Tobago Island Escape' })).not.toBeVisible();
    for (const trip of catalogueAsPackages().filter((p) => p.isSoldOut)) {
      expect(screen.queryByRole('heading', { name: trip.title })).not.toBeInTheDocument();
    }
    // Tobago's January departure is the soonest with a seat in the fixture's season.
    expect(screen.getByRole('link', { name: 'Next Trip' })).toHaveAttribute('href', '/tobago');
    expect(screen.getByText('Next departure: Tobago Island Escape · January 14–17, 2027')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sunward Group Travel | Small-group trips from New York'));
  });

  it('shows price, badge, dates and the first three highlights on a card', async () => {
    renderHome();

    const card = await screen.findByRole('article', { name: MOROCCO });
    expect(within(card).getByText('$2,658')).toBeInTheDocument();
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).getByText(/July 8.13, 2027/)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('opens a card to every highlight, the inclusions, the day-by-day itinerary and the Morocco page', async () => {
    const user = userEvent.setup();
    renderHome();

    const card = await screen.findByRole('article', { name: MOROCCO });
    const details = summaryOf(within(card).getByText(`Details: ${MOROCCO}`));
    expect(details).toHaveAccessibleName(`Details: ${MOROCCO}`);
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(details);

    expect(disclosureOf(details)).toHaveAttribute('open');
    expect(panel).toBeVisible();
    expect(within(card).getByText('Majorelle Garden visit', { selector: 'li' })).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'What’s included' })).toBeVisible();
    expect(within(card).getByText('English-speaking guide throughout')).toBeVisible();
    expect(within(card).getByText(/Arrive in Lisbon/)).toBeVisible();
    expect(within(card).getByRole('link', { name: /full Morocco itinerary/ })).toHaveAttribute('href', '/morocco');

    await user.click(details);
    expect(disclosureOf(details)).not.toHaveAttribute('open');
    expect(within(card).getByText(/Arrive in Lisbon/)).not.toBeVisible();
    expect(within(card).getByText('Majorelle Garden visit', { selector: 'li' })).not.toBeVisible();
  });

  it('keeps only one card open: the cards’ Details share one name, so the browser closes the first', async () => {
    renderHome(withSecondMorocco());

    const first = summaryOf(within(await screen.findByRole('article', { name: MOROCCO })).getByText(`Details: ${MOROCCO}`));
    const second = summaryOf(within(screen.getByRole('article', { name: 'Morocco in Autumn' })).getByText('Details: Morocco in Autumn'));
    expect(second).toHaveAccessibleName('Details: Morocco in Autumn');
    // jsdom has no exclusive <details>; Chromium's is checked in e2e/controls-without-javascript.test.ts.
    expect(disclosureOf(first).getAttribute('name')).toMatch(/\S/);
    expect(disclosureOf(second)).toHaveAttribute('name', disclosureOf(first).getAttribute('name'));
  });

  it('reveals the other tours, Tobago, Belize and St. Lucia Carnival, behind the tours toggle, and hides them again', async () => {
    const user = userEvent.setup();
    renderHome();

    const toggle = summaryOf(await screen.findByText('View All Available Tours'));
    expect(toggle).toHaveAccessibleName('View All Available Tours');
    expect(screen.getByRole('article', { name: 'Tobago Island Escape' })).not.toBeVisible();

    await user.click(toggle);

    expect(disclosureOf(toggle)).toHaveAttribute('open');
    expect(toggle).toHaveAccessibleName('Show Less Tours');
    const tobago = screen.getByRole('article', { name: 'Tobago Island Escape' });
    expect(tobago).toBeVisible();
    expect(within(tobago).getByText('Hot Deal')).toBeInTheDocument();
    const carnival = screen.getByRole('article', { name: 'St. Lucia Carnival' });
    expect(within(carnival).getByText('$2,865')).toBeInTheDocument();
    expect(within(carnival).getByText(/July 16.21, 2027/)).toBeInTheDocument();
    for (const fact of ['All-inclusive', `${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} deposit per person`, 'Costume included']) {
      expect(within(carnival).getByText(fact)).toBeInTheDocument();
    }
    expect(within(carnival).getByRole('link', { name: 'Book Now: St. Lucia Carnival' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.stLucia}`,
    );
    expect(screen.getByRole('article', { name: 'Belize: Reef & Jungle' })).toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('article', { name: 'Tobago Island Escape' })).not.toBeVisible();
    expect(toggle).toHaveAccessibleName('View All Available Tours');
  });

  it('spotlights the Marrakech trip with every highlight and its price on Book Now', async () => {
    renderHome();

    const spotlight = await screen.findByRole('region', { name: MOROCCO });
    expect(within(spotlight).getAllByRole('listitem')).toHaveLength(6);
    expect(within(spotlight).getByRole('link', { name: 'Book Now – $2,658' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.morocco}&departure=2027-07-08`,
    );
    expect(within(spotlight).getByText(/July 8.13, 2027/)).toBeInTheDocument();
  });

  it('features only trips with an upcoming departure that has a seat, and points Next Trip at the soonest', async () => {
    const user = userEvent.setup();
    const packages = catalogueAsPackages().map((trip) => {
      // Every Tobago departure full; the carnival's only departure gone: neither is bookable.
      if (trip.id === packageIds.tobago) return withDepartures(trip, trip.departures.map((d) => ({ ...d, seatsLeft: 0, isSoldOut: true })));
      if (trip.id === packageIds.stLucia) return withDepartures(trip, []);
      return trip;
    });
    renderHome(packages);

    expect(await screen.findByRole('article', { name: MOROCCO })).toBeInTheDocument();
    // Belize's April departure is now the soonest with a seat.
    expect(screen.getByRole('link', { name: 'Next Trip' })).toHaveAttribute('href', '/belize');
    expect(screen.getByText('Next departure: Belize: Reef & Jungle · April 1–5, 2027')).toBeInTheDocument();
    await user.click(summaryOf(screen.getByText('View All Available Tours')));
    expect(screen.getByRole('article', { name: 'Belize: Reef & Jungle' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Tobago Island Escape' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'St. Lucia Carnival' })).not.toBeInTheDocument();
  });

  it('lists every trip that takes bookings, each with its Book Now, and no other', async () => {
    const user = userEvent.setup();
    const packages = catalogueAsPackages();
    renderHome(packages);

    await screen.findByRole('article', { name: MOROCCO });
    // The other tours may wait behind their toggle; folded away, they are still on the page.
    const toggle = screen.queryByRole('button', { name: 'View All Available Tours' });
    if (toggle) await user.click(toggle);
    const booked = (title: string) => screen.queryAllByRole('link', { name: `Book Now: ${title}`, hidden: true }).length;
    const bookable = packages.filter(isBookable);
    expect(bookable.map((trip) => trip.title)).toContain('Belize: Reef & Jungle');
    expect(bookable.filter((trip) => booked(trip.title) === 0).map((trip) => trip.title)).toEqual([]);
    expect(packages.filter((trip) => !isBookable(trip) && booked(trip.title) > 0).map((trip) => trip.title)).toEqual([]);
  });

  it('leads Next Trip to the featured trips while none is known', async () => {
    renderHome(catalogueAsPackages().map((trip) => ({ ...trip, isSoldOut: true })));

    expect(await screen.findByRole('link', { name: 'Next Trip' })).toHaveAttribute('href', '#featured-title');
  });

  it('has no spotlight and no sold-out trip when Morocco is sold out', async () => {
    const user = userEvent.setup();
    renderHome(catalogueAsPackages().map((trip) => (trip.destination === 'Morocco' || trip.destination === 'Tobago' ? { ...trip, isSoldOut: true } : trip)));

    expect(await screen.findByText(/Morocco departures are sold out for now/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MOROCCO })).not.toBeInTheDocument();
    await user.click(summaryOf(screen.getByText('View All Available Tours')));
    expect(screen.getByRole('article', { name: 'St. Lucia Carnival' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Tobago Island Escape' })).not.toBeInTheDocument();
  });

  it('says so when every trip is sold out', async () => {
    renderHome(catalogueAsPackages().map((trip) => ({ ...trip, isSoldOut: true })));

    expect(await screen.findByText(/Every trip is sold out for now/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('View All Available Tours')).not.toBeInTheDocument();
  });

  it('shows who we are, what travellers say, how to reach us and a contact button', async () => {
    renderHome();

    expect(await screen.findByRole('heading', { name: 'Travel planned by people who go' })).toBeInTheDocument();
    expect(screen.getByText('63')).toBeInTheDocument();
    expect(screen.getByText('4.9')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getAllByText('Monday-Friday 9:00 AM-5:00 PM').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Morocco Itinerary' })).toHaveAttribute('href', '/morocco');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeRequired();
  });
});
