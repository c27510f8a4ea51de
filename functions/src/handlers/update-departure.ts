import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { changeDeparture } from '../services/edit-catalogue';

export const handler = withRoute(routes.updateDeparture, async ({ params, body, session, now }) => ({
  status: 200,
  body: await changeDeparture(params.id, params.departureId, body, session.subject, now),
}));
