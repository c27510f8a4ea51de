import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { listCustomerBookings } from '../services/customer-bookings';

export const handler = withRoute(routes.listMyBookings, async ({ session, now }) => ({
  status: 200,
  body: (await listCustomerBookings(session)).map((booking) => toBookingResponse(booking, now)),
}));
