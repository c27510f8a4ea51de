import * as routes from '@sunward/shared/routes';
import { clientAddress } from '../http/client-address';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { createBooking } from '../services/create-booking';

export const handler = withRoute(routes.createBooking, async ({ body, event, now }) => {
  const booking = await createBooking(body, now, clientAddress(event));
  return { status: 201, body: { booking: toBookingResponse(booking, now) } };
});
