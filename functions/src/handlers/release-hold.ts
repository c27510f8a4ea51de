import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { releaseHold } from '../services/release-hold';

export const handler = withRoute(routes.releaseHold, async ({ params, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await releaseHold(params.id, session.subject, now), now) },
}));
