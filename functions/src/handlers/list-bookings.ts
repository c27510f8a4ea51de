import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { browseBookings } from '../services/browse-bookings';

export const handler = withRoute(routes.listBookings, async ({ query }) => {
  const page = await browseBookings(query);
  return { status: 200, body: { bookings: page.bookings.map(toBookingResponse), nextCursor: page.nextCursor } };
});
