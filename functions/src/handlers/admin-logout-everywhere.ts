import * as routes from '@sunward/shared/routes';
import { endEverySessionOf } from '../services/end-session';
import { withRoute } from '../middleware/with-route';

export const handler = withRoute(routes.adminLogoutEverywhere, async ({ session }) => endEverySessionOf(session.subject));
