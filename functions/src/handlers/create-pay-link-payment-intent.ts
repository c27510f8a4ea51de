import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { startPayLinkPayment } from '../services/start-pay-link-payment';

export const handler = withRoute(routes.createPayLinkPaymentIntent, async ({ body, now }) => {
  const intent = await startPayLinkPayment(body.token, body.amount, now);
  if (!intent.clientSecret) throw new Error('Stripe answered a PaymentIntent without a client secret');
  return { status: 200, body: { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount } };
});
