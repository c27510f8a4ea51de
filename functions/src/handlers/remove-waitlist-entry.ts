import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { removeWaitlistEntry } from '../services/waitlist-admin';

export const handler = withRoute(routes.removeWaitlistEntry, async ({ params, session, now }) => ({
  status: 200,
  body: await removeWaitlistEntry(params.id, params.departureId, params.entryId, session.subject, now),
}));
