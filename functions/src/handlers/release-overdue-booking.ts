import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { releaseOverdueBooking } from '../services/release-overdue-booking';

export const handler = withRoute(routes.releaseOverdueBooking, async ({ params, session, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await releaseOverdueBooking(params.id, session.subject, now), now) },
}));
