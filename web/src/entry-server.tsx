import createCache from '@emotion/cache';
import { type QueryClient, dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { type RouteObject, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { type ScreenHandle, appRoutes } from './app/routes';
import { catalogueAsPackages } from './lib/catalogue-packages';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { type PageMeta, PageMetaCollector } from './lib/use-page-meta';

/**
 * The build's prerenderer (`web/build/prerender.ts` runs it in Node after `vite build`): the
 * site's own routes and components rendered with React Router's static handler. A static page's
 * HTML is final (its script only enhances it); a shell page's is what the app hydrates, exactly
 * what it would have rendered.
 */

export interface SitePaths {
  /**
   * Static public pages, prerendered with their content: `/`, `/morocco`, `/contact`… They load
   * the enhance entry (`src/enhance/main.ts`), not the app (decision 048).
   */
  prerendered: string[];
  /** Shell screens (`ScreenHandle.shell`): prerendered as their frame, hydrated by the app. */
  shells: string[];
  /** Other screens of one visitor's own (`ScreenHandle.private`): they get the app shell. */
  private: string[];
}

/** Every path of the route list, `*` (the 404 page) aside. */
export function sitePaths(): SitePaths {
  const paths: SitePaths = { prerendered: ['/'], shells: [], private: [] };
  const visit = (routes: readonly RouteObject[]) => {
    for (const route of routes) {
      if (route.path !== undefined && route.path !== '*') {
        const handle = route.handle as ScreenHandle | undefined;
        (handle?.shell ? paths.shells : handle?.private ? paths.private : paths.prerendered).push(`/${route.path}`);
      }
      if (route.children) visit(route.children);
    }
  };
  visit(appRoutes);
  return paths;
}

/**
 * The booking page of each trip in the catalogue, prerendered with the trip's picture in its
 * frame (decision 060): CloudFront and the local server answer `/booking?package=<id>` with it.
 */
export function tripBookingPaths(now: Date): string[] {
  return catalogueAsPackages(now).map((trip) => `/booking?${new URLSearchParams({ package: trip.id }).toString()}`);
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The query string it was rendered for, which the app's hydrating render reads again (`usePrerenderedSearchParams`). */
  search: string;
  meta: PageMeta | undefined;
  /** The query cache the page was rendered with, for a shell page's app to start from (`start-app.tsx`). */
  queries: string;
}

/** A query cache holding the catalogue's trips and upcoming departures as the build reads them at `now`. */
function catalogueCache(now: Date) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.packages.all, catalogueAsPackages(now), { updatedAt: now.getTime() });
  return queryClient;
}

/**
 * Renders the page at `path` as a visitor would first see it at `now`: the catalogue's trips and
 * upcoming departures as the build reads them (`catalogueAsPackages`), refreshed from the API once
 * the page runs. `withFilledInStyles` adds the style rules of the screen a shell page fills in to
 * once it runs (its render with the address read, `useHydrated()` true) that the frame lacks, as
 * Emotion's `<style>` tags: the prerenderer puts them with the page's styles, so the app's fill-in
 * inserts none (decision 064).
 */
export async function renderPage(path: string, now: Date, { withFilledInStyles = false }: { withFilledInStyles?: boolean } = {}): Promise<RenderedPage> {
  const queryClient = catalogueCache(now);
  const handler = createStaticHandler(appRoutes);
  const url = new URL(path, 'http://prerender.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // One style cache for both renders: the filled-in screen's writes only the rules the frame's did not.
  const styleCache = createCache({ key: 'css' });
  const render = (client: QueryClient, hydrating: boolean, collected: { meta?: PageMeta }) =>
    renderToString(
      <PageMetaCollector.Provider value={collected}>
        <AppProvider queryClient={client} styleCache={styleCache} hydrating={hydrating} prerenderedSearch={url.search}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageMetaCollector.Provider>,
    );
  const collected: { meta?: PageMeta } = {};
  const html = render(queryClient, true, collected);
  // The filled-in screen gets a cache of its own: what it loads stays out of the page's queries.
  const filledInStyles = withFilledInStyles ? (render(catalogueCache(now), false, {}).match(/<style data-emotion="css [^"]*">[^<]*<\/style>/g) ?? []).join('') : '';
  return { html: html + filledInStyles, search: url.search, meta: collected.meta, queries: JSON.stringify(dehydrate(queryClient)) };
}
