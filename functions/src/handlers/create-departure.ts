import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { addDeparture } from '../services/edit-catalogue';

export const handler = withRoute(routes.createDeparture, async ({ params, body, session, now }) => ({
  status: 201,
  body: await addDeparture(params.id, body, session.subject, now),
}));
