import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { cancelBooking } from '../services/cancel-booking';

export const handler = withRoute(routes.cancelBooking, async ({ params, body, session, now }) => {
  const { booking, refunds } = await cancelBooking(params.id, body, session.subject, now);
  return { status: 200, body: { booking: toBookingResponse(booking, now), refunds } };
});
