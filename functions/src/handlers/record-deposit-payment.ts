import * as routes from '@sunward/shared/routes';
import { toBookingResponse } from '../mappers/booking-response';
import { withRoute } from '../middleware/with-route';
import { recordDepositPayment } from '../services/record-deposit-payment';

export const handler = withRoute(routes.recordDepositPayment, async ({ params, body, now }) => ({
  status: 200,
  body: { booking: toBookingResponse(await recordDepositPayment(params.id, body.paymentIntentId, now)) },
}));
