import type { RouteObject } from 'react-router';
import { tripPages } from '../content/trips/trip-pages';

/**
 * One route per destination page, all rendered by the trip-page template. Each is lazy: the
 * template is one chunk shared by every trip, and each destination's content is its own.
 */
export const tripRoutes: RouteObject[] = tripPages.map((page) => ({
  path: page.slug,
  lazy: async () => {
    const [{ TripScreen }, content] = await Promise.all([import('../routes/trip'), page.load()]);
    return { Component: () => <TripScreen content={content} /> };
  },
}));
