import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the my-booking page', () => {
  it('asks for the e-mail the booking was made with', async () => {
    renderApp('/my-booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find My Booking' })).toBeInTheDocument();
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Booking | Sunward Group Travel'));
  });

  it('checks the address with the shared e-mail rule', async () => {
    const user = userEvent.setup();
    renderApp('/my-booking');

    await user.type(await screen.findByLabelText(/Email address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));

    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the address when the field is empty', async () => {
    const user = userEvent.setup();
    renderApp('/my-booking');

    await user.click(await screen.findByRole('button', { name: 'Send Verification Code' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('says that finding bookings by e-mail is coming soon and points to the agency', async () => {
    const user = userEvent.setup();
    renderApp('/my-booking');

    await user.type(await screen.findByLabelText(/Email address/), '  Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Finding bookings by email is coming soon');
    expect(notice).toHaveTextContent('ana@example.com');
    expect(screen.getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact');
  });
});
