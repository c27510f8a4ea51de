import { cents } from '@sunward/shared/money';
import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { refundBooking } from '../services/refund-booking';

// The booking is answered as read: its totals move when Stripe's webhook records each refund.
export const handler = withRoute(routes.refundBooking, async ({ params, body, session, now }) => {
  const { booking, refunds } = await refundBooking(params.id, cents(body.amountCents), session.subject, now);
  return { status: 200, body: { booking: toBookingResponse(booking, now), refunds } };
});
