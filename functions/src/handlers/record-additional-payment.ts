import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { recordPayment } from '../services/record-payment';

// The amount the browser sends is not believed: the recorder counts what Stripe says was paid.
export const handler = withRoute(routes.recordAdditionalPayment, async ({ params, body, session, now }) => ({
  status: 200,
  body: {
    booking: toBookingResponse(await recordPayment(params.id, body.paymentIntentId, 'balance', now, { customerEmail: session.subject }), now),
  },
}));
