import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { leaveWaitlist } from '../services/waitlist-entries';

export const handler = withRoute(routes.leaveWaitlist, async ({ body, now }) => ({ status: 200, body: await leaveWaitlist(body.token, now) }));
