import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { departureManifest } from '../services/browse-trips';

export const handler = withRoute(routes.getDepartureManifest, async ({ params, now }) => ({
  status: 200,
  body: await departureManifest(params.id, params.departureId, now),
}));
