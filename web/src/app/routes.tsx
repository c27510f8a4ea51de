import { Center, Spinner } from '@chakra-ui/react';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/layout/route-error';
import { SiteLayout } from '../components/layout/site-layout';

/**
 * The screens of the site. Each screen is its own chunk, loaded when first visited, so a
 * visitor's first page never downloads the code of the others.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: (
      <Center minH="100dvh">
        <Spinner size="lg" color="brand.solid" aria-label="Loading" />
      </Center>
    ),
    children: [
      {
        // A failing screen shows its error inside the header and footer, not on a blank page.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../routes/home').then(({ HomeScreen }) => ({ Component: HomeScreen })) },
          { path: '*', lazy: () => import('../routes/not-found').then(({ NotFoundScreen }) => ({ Component: NotFoundScreen })) },
        ],
      },
    ],
  },
];
