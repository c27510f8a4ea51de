import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { browseBookings } from '../services/browse-bookings';

export const handler = withRoute(routes.listBookings, async ({ query, now }) => {
  const page = await browseBookings(query);
  return { status: 200, body: { bookings: page.bookings.map((booking) => toBookingResponse(booking, now)), nextCursor: page.nextCursor } };
});
