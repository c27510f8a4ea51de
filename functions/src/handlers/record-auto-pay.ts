import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { recordAutoPay } from '../services/auto-pay-consent';

export const handler = withRoute(routes.recordAutoPay, async ({ params, body, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await recordAutoPay(params.id, body, session, now), now) },
}));
