import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { confirmWaitlistEntry } from '../services/waitlist-entries';

export const handler = withRoute(routes.confirmWaitlistEntry, async ({ body, now }) => ({ status: 200, body: await confirmWaitlistEntry(body.token, now) }));
