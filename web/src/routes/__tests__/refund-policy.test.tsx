import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the refund policy page', () => {
  it('states the policy with its date and a way to ask about it', async () => {
    renderApp('/refund-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated October 20, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /All payments are non-refundable/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /If we cancel your trip/ })).toBeInTheDocument();
    expect(screen.getAllByText(/within 14 business days/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('Refund Policy | Sunward Group Travel'));
  });
});
