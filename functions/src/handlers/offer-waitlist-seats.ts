import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { offerSeatsByHand } from '../services/waitlist-admin';

export const handler = withRoute(routes.offerWaitlistSeats, async ({ params, session, now }) => ({
  status: 200,
  body: await offerSeatsByHand(params.id, params.departureId, params.entryId, session.subject, now),
}));
