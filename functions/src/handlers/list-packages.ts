import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { browsePackages } from '../services/browse-packages';

export const handler = withRoute(routes.listPackages, async ({ now }) => ({ status: 200, body: await browsePackages(now) }));
