import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { openPayLink } from '../services/pay-link-access';

export const handler = withRoute(routes.openPayLink, async ({ body, now }) => ({ status: 200, body: await openPayLink(body.token, now) }));
