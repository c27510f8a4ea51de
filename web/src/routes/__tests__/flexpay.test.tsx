import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { disclosureOf, summaryOf } from '../../testing/summary-of';

describe('the financing page', () => {
  it('shows the promise, four benefits, three steps and the terms', async () => {
    renderApp('/flexpay');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Now. Pay Over Time.' })).toBeInTheDocument();
    for (const benefit of ['Low monthly payments', 'Easy application', 'No late fees or prepayment penalties', 'Autopay']) {
      expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
    }
    for (const step of ['Plan with your agent', 'Quick and easy', 'Enjoy now']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    const terms = screen.getByRole('region', { name: 'Financing terms' });
    expect(terms).toHaveTextContent('0% to 36% APR');
    expect(terms).toHaveTextContent('minimum purchase of $150');
    expect(terms).toHaveTextContent('down payment may be required');
    expect(terms).toHaveTextContent('14.99% to 34.99% APR');
    expect(terms).toHaveTextContent('promotional 0% APR');
    const contact = screen.getByRole('region', { name: 'Ready to set up your plan?' });
    expect(within(contact).getByRole('link', { name: 'Contact a sales agent' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(contact).getByRole('link', { name: /Back to booking/ })).toHaveAttribute('href', '/booking');
  });

  it('opens a question of the FAQ from its summary', async () => {
    const user = userEvent.setup();
    renderApp('/flexpay');

    const question = summaryOf(await screen.findByRole('heading', { name: 'Are there late fees or penalties for paying early?' }));
    expect(question).toHaveAccessibleName('Are there late fees or penalties for paying early?');
    expect(screen.getByText(/no prepayment penalties/)).not.toBeVisible();
    await user.click(question);
    expect(disclosureOf(question)).toHaveAttribute('open');
    expect(screen.getByText(/no prepayment penalties/)).toBeVisible();
  });
});
