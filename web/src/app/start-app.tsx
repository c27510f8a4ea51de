/**
 * Starts the app in the page (`main.tsx` loads this after the first paint): on a shell page it
 * hydrates the frame the build rendered, on the app shell it renders the screen. Static public
 * pages never run it (decision 048).
 */
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { appRoutes } from './routes';
import { createAppRouter } from './router';
import { nextTask } from '../lib/next-task';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { prerenderedStyleCache, prerenderedSystem } from '../theme/prerendered-style-cache';
import { system } from '../theme/system';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// A prerendered page carries the query cache it was rendered with (`entry-server.tsx`).
const prerenderedQueries = document.getElementById('prerendered-queries')?.textContent;
if (prerenderedQueries) hydrate(queryClient, JSON.parse(prerenderedQueries));

/**
 * The catalogue in a shell page is the build's; once the page is live, the API's answer
 * (seats sold since, prices changed) replaces it in place. It wraps the router rather than sitting
 * beside it: a sibling would change the ids React gives the page (`useId`) and break hydration.
 */
function RefreshPrerenderedData({ children }: { children: ReactNode }) {
  useEffect(() => {
    const refreshed = prerenderedQueries ? queryClient.invalidateQueries({ queryKey: queryKeys.packages.all }) : Promise.resolve();
    // `<html data-live>`: the page is hydrated and shows the API's data (the browser journeys wait for it).
    void refreshed.finally(() => {
      document.documentElement.dataset.live = '';
    });
  }, []);
  return children;
}

// Four more stages of the start (`main.tsx`), each a task of its own: this module with the layout
// and the route list, the first screen's chunks, the router, then the hydration.
await nextTask();
// The first screen's lazy chunks load before hydrating, so the first render matches the HTML.
const lazyMatches = matchRoutes(appRoutes, window.location)?.filter((match) => match.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async ({ route }) => {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') return;
    Object.assign(route, { ...(await lazy()), lazy: undefined });
  }),
);

await nextTask();

// Creating the router matches the whole route list once: a task of its own, before the hydration's.
const router = createAppRouter();

await nextTask();

const prerendered = container.hasChildNodes();
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} styleCache={prerenderedStyleCache()} chakraSystem={prerendered ? prerenderedSystem(system) : system} hydrating={prerendered} prerenderedSearch={container.dataset.prerenderedSearch ?? ''}>
      <RefreshPrerenderedData>
        <RouterProvider router={router} />
      </RefreshPrerenderedData>
    </AppProvider>
  </StrictMode>
);

// Hydrating in a transition lets React do it in short slices, so the page stays responsive meanwhile.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
