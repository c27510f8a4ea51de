import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { revokePayLinks } from '../services/revoke-pay-links';

export const handler = withRoute(routes.revokePayLinks, async ({ params, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await revokePayLinks(params.id, session.subject, now), now) },
}));
