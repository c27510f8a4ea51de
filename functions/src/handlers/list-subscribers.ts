import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { browseSubscribers } from '../services/list-subscribers';

export const handler = withRoute(routes.listSubscribers, async ({ query }) => ({ status: 200, body: await browseSubscribers(query) }));
