import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { startDepositPayment } from '../services/start-deposit-payment';

export const handler = withRoute(routes.createPaymentIntent, async ({ body, now }) => {
  const intent = await startDepositPayment(body.bookingId, now);
  if (!intent.clientSecret) throw new Error('Stripe answered a PaymentIntent without a client secret');
  return { status: 200, body: { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount } };
});
