import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { recordOfflinePayment } from '../services/record-offline-payment';

export const handler = withRoute(routes.recordOfflinePayment, async ({ params, body, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await recordOfflinePayment(params.id, body, session.subject, now), now) },
}));
