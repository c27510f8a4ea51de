import * as routes from '@sunward/shared/routes';
import { toPaymentItem } from '../mappers/payment-response';
import { withRoute } from '../middleware/with-route';
import { listBookingPaymentsFor } from '../services/booking-payments';

export const handler = withRoute(routes.listBookingPayments, async ({ params, session }) => ({
  status: 200,
  body: (await listBookingPaymentsFor(params.id, session)).map(toPaymentItem),
}));
