import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, type RouteObject, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/** Renders the real app routes at `path`, with a query cache the test may fill first. */
export function renderApp(path: string, queryClient: QueryClient = createQueryClient()) {
  return renderRoutes(appRoutes, path, queryClient);
}

/** Renders `routes` at `path` inside the app's providers (theme, queries, toasts). */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
