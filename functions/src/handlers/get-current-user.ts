import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';

export const handler = withRoute(routes.getCurrentUser, async ({ session }) => ({
  status: 200,
  body: { username: session.subject },
}));
