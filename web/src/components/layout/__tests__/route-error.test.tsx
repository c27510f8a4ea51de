import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-app';
import { RouteError } from '../route-error';
import { SiteLayout } from '../site-layout';

function BrokenScreen(): never {
  throw new Error('This screen cannot render');
}

describe('a screen that fails', () => {
  // React reports the thrown error on the console; the test is about what the visitor sees.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error page inside the site layout, with a way home', async () => {
    renderRoutes(
      [{ element: <SiteLayout />, children: [{ ErrorBoundary: RouteError, children: [{ index: true, Component: BrokenScreen }] }] }],
      '/',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Something Went Wrong | Sunward Group Travel'));
  });
});
