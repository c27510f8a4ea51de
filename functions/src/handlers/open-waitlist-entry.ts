import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { openWaitlistEntry } from '../services/waitlist-entries';

export const handler = withRoute(routes.openWaitlistEntry, async ({ body, now }) => ({ status: 200, body: await openWaitlistEntry(body.token, now) }));
