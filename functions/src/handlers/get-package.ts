import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { showPackage } from '../services/browse-packages';

export const handler = withRoute(routes.getPackage, async ({ params, now }) => ({ status: 200, body: await showPackage(params.id, now) }));
