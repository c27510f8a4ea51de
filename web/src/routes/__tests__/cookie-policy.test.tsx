import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the cookie policy page', () => {
  it('describes the one session cookie as the server sets it', async () => {
    renderApp('/cookie-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cookie Policy | Sunward Group Travel'));
    const table = screen.getByRole('table', { name: 'The session cookie, __Host-sid' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(row('Name')).toHaveTextContent('__Host-sid');
    expect(row('When it is set')).toHaveTextContent('signs in at My Booking with the code we e-mail them');
    expect(row('How long it lasts')).toHaveTextContent('2 hours for a traveler, 8 hours for staff. Signing out deletes it');
    expect(row('Protections')).toHaveTextContent(/HttpOnly.*Secure.*SameSite=Strict/);
    expect(row('Type')).toHaveTextContent('Strictly necessary');
  });

  it('says what it does not use, and whose the card form is', async () => {
    renderApp('/cookie-policy');

    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('No analytics, advertising or tracking cookies.');
    expect(within(main).getByRole('heading', { level: 2, name: /Card payments by Stripe/ })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: "Stripe's cookie policy" })).toHaveAttribute('href', 'https://stripe.com/cookies-policy/legal');
    expect(within(main).getByRole('link', { name: 'My Booking' })).toHaveAttribute('href', '/my-booking');
  });
});
