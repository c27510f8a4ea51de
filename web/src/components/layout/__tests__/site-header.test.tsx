import type { Package } from '@sunward/shared/schemas/package';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { createQueryClient } from '../../../lib/query-client';
import { catalogueAsPackages } from '../../../testing/packages-fixture';
import { renderApp } from '../../../testing/render-app';
import { isBookable } from '../../packages/departures';

function appWithTrips(packages: Package[], path = '/faq') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.packages.all, packages);
  return renderApp(path, queryClient);
}

/** The popover a button opens: the browser shows it from `popovertarget`, with no script of ours. */
function popoverOf(button: HTMLElement): HTMLElement {
  const popover = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!popover) throw new Error(`${button.textContent ?? ''} opens no popover`);
  expect(popover).toHaveAttribute('popover', 'auto');
  return popover;
}

// jsdom has no popover API: opening, Escape, a click outside and the names that follow the open
// state are checked in Chromium (e2e/controls-without-javascript.test.ts).
describe('the site header', () => {
  it('opens the mobile menu as a popover of the whole navigation', async () => {
    appWithTrips([]);

    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    const menu = popoverOf(toggle);
    // Closed, the menu is out of the page and of the accessibility tree.
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    const mobileNav = within(menu).getByRole('navigation', { name: 'Mobile', hidden: true });
    expect(within(mobileNav).getByRole('link', { name: 'My Booking', hidden: true })).toHaveAttribute('href', '/my-booking');
    expect(within(mobileNav).getAllByRole('link', { hidden: true })).toHaveLength(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').length);
  });

  it('links every page of the shared layout', async () => {
    appWithTrips([]);

    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    const hrefs = within(mainNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/morocco', '/tobago', '/st-lucia', '/belize', '/past-trips', '/my-booking', '/contact', '/refund-policy']);
  });

  it('opens from Book Now a choice of every bookable trip, each to its own booking form', async () => {
    const packages = catalogueAsPackages();
    appWithTrips(packages);

    const bookNow = await screen.findByRole('button', { name: 'Book Now' });
    const choice = within(popoverOf(bookNow)).getByRole('list', { name: 'Choose a trip', hidden: true });
    const links = within(choice).getAllByRole('link', { hidden: true });
    const bookable = packages.filter(isBookable);
    expect(bookable.length).toBeGreaterThan(1);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(bookable.map((trip) => `/booking?package=${encodeURIComponent(trip.id)}`));
    links.forEach((link, index) => expect(link).toHaveTextContent(bookable[index]?.title ?? ''));
    // Nothing in the header opens the booking form without a trip ('No Package Selected').
    expect(screen.queryAllByRole('link', { hidden: true }).filter((link) => link.getAttribute('href') === '/booking')).toEqual([]);
  });

  it('offers no trip from Book Now while every trip is sold out, and says where to ask', async () => {
    appWithTrips(catalogueAsPackages().map((trip) => ({ ...trip, isSoldOut: true })));

    const choice = popoverOf(await screen.findByRole('button', { name: 'Book Now' }));
    expect(within(choice).queryByRole('list', { hidden: true })).not.toBeInTheDocument();
    expect(within(choice).getByText(/No departure has a seat just now/)).toBeInTheDocument();
    expect(within(choice).getByRole('link', { name: 'Ask about the next departures', hidden: true })).toHaveAttribute('href', '/contact');
  });

  it('leads Book Now to the trips on the home page where the page holds no catalogue', async () => {
    renderApp('/faq', createQueryClient());

    const choice = popoverOf(await screen.findByRole('button', { name: 'Book Now' }));
    expect(within(choice).queryByRole('list', { hidden: true })).not.toBeInTheDocument();
    expect(within(choice).getByRole('link', { name: 'See every trip', hidden: true })).toHaveAttribute('href', '/');
  });
});
