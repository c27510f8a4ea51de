import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { browseTrips } from '../services/browse-trips';

export const handler = withRoute(routes.listTrips, async ({ now }) => ({ status: 200, body: await browseTrips(now) }));
