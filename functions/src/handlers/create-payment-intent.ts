import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { startBalancePayment } from '../services/start-balance-payment';
import { startDepositPayment } from '../services/start-deposit-payment';

export const handler = withRoute(routes.createPaymentIntent, async ({ body, session, now }) => {
  const { intent, holdExpiresAt } =
    body.purpose === 'deposit'
      ? await startDepositPayment(body.bookingId, now)
      : { intent: await startBalancePayment({ bookingId: body.bookingId, amountCents: body.amount }, session), holdExpiresAt: undefined };
  if (!intent.clientSecret) throw new Error('Stripe answered a PaymentIntent without a client secret');
  return {
    status: 200,
    body: { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount, ...(holdExpiresAt ? { holdExpiresAt } : {}) },
  };
});
