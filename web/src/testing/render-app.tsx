import createCache from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, type RouteObject, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

export interface RenderOptions {
  /**
   * Puts the app's CSS in the document, for a test of what the CSS hides (`toBeVisible`). By
   * default the styles are made but kept out of the document: jsdom cascades every rule of every
   * sheet for each element a role query or an accessible name looks at, which was about a fifth
   * of the screen tests' time (measured on 2026-11-26), and nothing else a screen test asserts
   * depends on them.
   */
  cssInDocument?: boolean;
}

// One cache each, as Emotion's own default is one per page: a rule is made once and kept.
const detachedStyles = createCache({ key: 'css', container: document.createElement('div') });
const documentStyles = createCache({ key: 'css', container: document.head });

/** Renders the real app routes at `path`, with a query cache the test may fill first. */
export function renderApp(path: string, queryClient: QueryClient = createQueryClient(), options: RenderOptions = {}) {
  return renderRoutes(appRoutes, path, queryClient, options);
}

/** Renders `routes` at `path` inside the app's providers (theme, queries, toasts). */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = createQueryClient(), { cssInDocument = false }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient} styleCache={cssInDocument ? documentStyles : detachedStyles}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
