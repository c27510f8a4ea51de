import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { createQueryClient } from '../../../lib/query-client';
import { renderApp } from '../../../testing/render-app';

function appWithNoTrips(path = '/') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.packages.all, []);
  return renderApp(path, queryClient);
}

describe('the site header', () => {
  it('opens and closes the mobile menu', async () => {
    const user = userEvent.setup();
    appWithNoTrips();

    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'My Booking' })).toHaveAttribute('href', '/my-booking');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    appWithNoTrips();

    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu after following one of its links', async () => {
    const user = userEvent.setup();
    const { router } = appWithNoTrips();

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobileNav).getByRole('link', { name: 'Refund Policy' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/refund-policy'));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links every page of the shared layout and the Book Now button', async () => {
    appWithNoTrips();

    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    const hrefs = within(mainNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/morocco', '/tobago', '/st-lucia', '/belize', '/past-trips', '/my-booking', '/contact', '/refund-policy']);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking');
  });
});
