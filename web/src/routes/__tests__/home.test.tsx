import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { createQueryClient } from '../../lib/query-client';
import { catalogueAsPackages } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';

describe('the home page', () => {
  it('lists the bookable packages and hides the sold-out ones', async () => {
    const packages = catalogueAsPackages();
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.packages.all, packages);

    renderApp('/', queryClient);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Travel further, together.');
    for (const trip of packages.filter((p) => !p.isSoldOut)) {
      const card = screen.getByRole('article', { name: trip.title });
      expect(within(card).getByRole('link', { name: `Book Now: ${trip.title}` })).toHaveAttribute('href', `/booking?package=${trip.id}`);
    }
    for (const trip of packages.filter((p) => p.isSoldOut)) {
      expect(screen.queryByRole('heading', { name: trip.title })).not.toBeInTheDocument();
    }
    await waitFor(() => expect(document.title).toBe('Sunward Group Travel | Small-group trips from New York'));
  });

  it('shows price, badges, dates and the first three highlights on a card', async () => {
    const packages = catalogueAsPackages();
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.packages.all, packages);

    renderApp('/', queryClient);

    const card = await screen.findByRole('article', { name: 'Portugal & Morocco: Lisbon to Marrakech' });
    expect(within(card).getByText('$2,658')).toBeInTheDocument();
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).getByText(/July 9.14, 2026/)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    const tobago = screen.getByRole('article', { name: 'Tobago Island Escape' });
    expect(within(tobago).getByText('Hot Deal')).toBeInTheDocument();
  });

  it('says so when every trip is sold out', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      queryKeys.packages.all,
      catalogueAsPackages().map((trip) => ({ ...trip, isSoldOut: true })),
    );

    renderApp('/', queryClient);

    expect(await screen.findByText(/Every trip is sold out for now/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
