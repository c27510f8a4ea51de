import { formatUsd } from '@sunward/shared/money';
import { DEPOSIT_PER_TRAVELER_CENTS, INSTALLMENT_COUNT, MAX_TRAVELERS, MIN_TRAVELERS } from '@sunward/shared/rules/booking-pricing';
import { DEFAULT_HOLD_MINUTES, HOLD_MINUTES_BEFORE_PAYMENT } from '@sunward/shared/rules/booking-status';
import { BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@sunward/shared/rules/departure-balance-due';
import { cents } from '@sunward/shared/money';
import { AUTO_PAY_LABEL, INSTALLMENT_CONSENT_VERSION, installmentConsentText } from '@sunward/shared/rules/installment-consent';
import { FAILURES_TO_SUSPEND, INSTALLMENT_RETRY_DAYS, planInstallments } from '@sunward/shared/rules/installment-plan';
import { screen, waitFor, within } from '@testing-library/react';
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
    for (const title of ['Holding your seats', 'The deposit', 'Paying the balance', 'Automatic payments', 'All payments are non-refundable', 'If we cancel your trip']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeInTheDocument();
    }
  });

  it('says what a traveller agrees to with automatic payments, in the consent’s own words and version, and how to stop', async () => {
    renderApp('/terms');

    const section = await screen.findByRole('region', { name: /Automatic payments/ });
    expect(section).toHaveTextContent(`Tick ‘${AUTO_PAY_LABEL}’ on the booking form`);
    expect(section).toHaveTextContent(`consent version ${INSTALLMENT_CONSENT_VERSION}`);
    const example = planInstallments({ balanceCents: cents(235_800), startDate: '2027-01-15', balanceDueDate: '2027-07-30' });
    expect(example).toHaveLength(6);
    for (const sentence of installmentConsentText({ installments: example, card: 'deposit-card' })) expect(within(section).getByText(sentence)).toBeInTheDocument();
    expect(section).toHaveTextContent('You can switch automatic payments off, or change the card, at any time in My Booking');
    expect(section).toHaveTextContent(`we try again ${INSTALLMENT_RETRY_DAYS.join(' and ')} days later`);
    expect(section).toHaveTextContent(`after ${FAILURES_TO_SUSPEND} failed payments in a row we stop charging`);
    expect(screen.getByRole('main')).not.toHaveTextContent('We never charge your card on our own');
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
