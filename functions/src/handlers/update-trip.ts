import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { changeTrip } from '../services/edit-catalogue';

export const handler = withRoute(routes.updateTrip, async ({ params, body, session, now }) => ({
  status: 200,
  body: await changeTrip(params.id, body, session.subject, now),
}));
