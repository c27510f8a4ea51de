import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS } from '@sunward/shared/rules/booking-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the travel insurance page', () => {
  it('explains why, what to look for and when to buy, and that St. Lucia Carnival requires it', async () => {
    renderApp('/travel-insurance');

    expect(await screen.findByRole('heading', { level: 1, name: 'Travel Insurance' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Travel Insurance | Sunward Group Travel'));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 2, name: 'Required for St. Lucia Carnival' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'St. Lucia Carnival' })).toHaveAttribute('href', '/st-lucia');
    expect(main).toHaveTextContent('Sunward Group Travel does not sell or arrange it');
    for (const cover of ['Trip cancellation and interruption', 'Medical care abroad', 'Emergency evacuation', 'Baggage and delays']) {
      expect(within(main).getByRole('heading', { level: 3, name: cover })).toBeInTheDocument();
    }
    expect(main).toHaveTextContent(`Buy it when you pay your deposit of ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} per traveler`);
    expect(within(main).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(within(main).getByRole('link', { name: 'Booking Terms' })).toHaveAttribute('href', '/terms');
  });
});
