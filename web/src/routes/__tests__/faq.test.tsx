import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteFaq } from '../../content/faq';
import { renderApp } from '../../testing/render-app';

describe('the FAQ page', () => {
  it('shows the same questions as the contact page, each opening on its own', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('FAQ | Sunward Group Travel'));
    const main = screen.getByRole('main');
    const questions = within(main).getAllByRole('button', { name: /\?$/ });
    expect(questions.map((button) => button.textContent)).toEqual(siteFaq.map((item) => item.question));
    // Directly under the h1, the questions are the page's h2s.
    expect(within(main).getByRole('heading', { level: 2, name: 'Do I need travel insurance?' })).toBeInTheDocument();

    const question = within(main).getByRole('button', { name: 'Do I need travel insurance?' });
    await user.click(question);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(screen.getByText(/St. Lucia Carnival requires it/)).toBeVisible());
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
