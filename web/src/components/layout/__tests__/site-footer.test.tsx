import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { createQueryClient } from '../../../lib/query-client';
import { renderApp } from '../../../testing/render-app';

describe('the site footer', () => {
  it('links every support topic to its page, with nothing left as a placeholder', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.packages.all, []);
    renderApp('/', queryClient);

    const footer = await screen.findByRole('contentinfo');
    const support = within(footer).getByRole('heading', { name: 'Support' }).parentElement as HTMLElement;
    const links = within(support)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Contact Us', '/contact'],
      ['FAQ', '/faq'],
      ['Booking Terms', '/terms'],
      ['Refund Policy', '/refund-policy'],
      ['Travel Insurance', '/travel-insurance'],
      ['Cookie Policy', '/cookie-policy'],
    ]);
    expect(footer).not.toHaveTextContent(/coming soon/i);
  });
});
