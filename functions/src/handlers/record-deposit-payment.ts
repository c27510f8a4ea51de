import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { recordPayment } from '../services/record-payment';

export const handler = withRoute(routes.recordDepositPayment, async ({ params, body, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await recordPayment(params.id, body.paymentIntentId, 'deposit', now), now) },
}));
