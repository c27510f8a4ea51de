import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteFaq } from '../../content/faq';
import { renderApp } from '../../testing/render-app';
import { disclosureOf, summaryOf } from '../../testing/summary-of';

describe('the FAQ page', () => {
  it('shows the same questions as the contact page, each opening on its own', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('FAQ | Sunward Group Travel'));
    const main = screen.getByRole('main');
    // Directly under the h1, the questions are the page's h2s, each the summary of its answer.
    const questions = within(main)
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.closest('summary'))
      .map(summaryOf);
    expect(questions.map((summary) => summary.textContent)).toEqual(siteFaq.map((item) => item.question));

    const question = summaryOf(within(main).getByRole('heading', { level: 2, name: 'Do I need travel insurance?' }));
    expect(question).toHaveAccessibleName('Do I need travel insurance?');
    expect(screen.getByText(/St. Lucia Carnival requires it/)).not.toBeVisible();
    await user.click(question);
    expect(disclosureOf(question)).toHaveAttribute('open');
    expect(screen.getByText(/St. Lucia Carnival requires it/)).toBeVisible();
  });

  it('leads on to the policies and to the contact page', async () => {
    renderApp('/faq');

    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Booking Terms' })).toHaveAttribute('href', '/terms');
    expect(within(main).getByRole('link', { name: 'Travel Insurance' })).toHaveAttribute('href', '/travel-insurance');
    expect(within(main).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
