import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS, INSTALLMENT_COUNT, MAX_TRAVELERS, MIN_TRAVELERS } from '@sunward/shared/rules/booking-pricing';
import { DEFAULT_HOLD_MINUTES, HOLD_MINUTES_BEFORE_PAYMENT } from '@sunward/shared/rules/booking-status';
import { BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@sunward/shared/rules/departure-balance-due';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the booking terms page', () => {
  it('states the terms with the figures the booking rules use', async () => {
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Terms' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Booking Terms | Sunward Group Travel'));
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`A deposit of ${formatUsd(DEPOSIT_PER_TRAVELER_CENTS)} per traveler`);
    expect(main).toHaveTextContent(`${MIN_TRAVELERS} to ${MAX_TRAVELERS} travelers`);
    expect(main).toHaveTextContent(`we hold your seats for ${HOLD_MINUTES_BEFORE_PAYMENT} minutes; once you start paying the deposit, the hold lasts until ${DEFAULT_HOLD_MINUTES} minutes after you booked`);
    expect(main).toHaveTextContent(`${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure`);
    expect(main).toHaveTextContent(`in up to ${INSTALLMENT_COUNT} monthly payments before the due date`);
    expect(main).toHaveTextContent('Prices are per person and in US dollars (USD)');
    expect(main).toHaveTextContent('within 14 business days');
    for (const title of ['Holding your seats', 'The deposit', 'Paying the balance', 'All payments are non-refundable', 'If we cancel your trip']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeInTheDocument();
    }
  });

  it('links to the refund policy, My Booking, the contact page and the other guides', async () => {
    renderApp('/terms');

    await screen.findByRole('heading', { level: 1, name: 'Booking Terms' });
    const main = screen.getByRole('main');
    const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    for (const href of ['/refund-policy', '/my-booking', '/contact', '/travel-insurance', '/flexpay']) {
      expect(hrefs).toContain(href);
    }
  });
});
