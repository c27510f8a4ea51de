import type { RouteObject } from 'react-router';

/** One route per destination page, all rendered by the trip-page template. */
export const tripRoutes: RouteObject[] = [];
