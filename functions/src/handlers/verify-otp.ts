import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { signInWithCode } from '../services/sign-in-with-code';

export const handler = withRoute(routes.verifyOtp, async ({ body, now }) => {
  const { bookings, cookie } = await signInWithCode(body, now);
  return { status: 200, body: bookings.map((booking) => toBookingResponse(booking, now)), cookies: [cookie] };
});
