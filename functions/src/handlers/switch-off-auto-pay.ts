import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { switchOffAutoPay } from '../services/auto-pay-switch-off';

export const handler = withRoute(routes.switchOffAutoPay, async ({ params, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await switchOffAutoPay(params.id, session, now), now) },
}));
