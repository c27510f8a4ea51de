import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { recordPayLinkPayment } from '../services/record-pay-link-payment';

// The amount is not asked for: the recorder counts what Stripe says was paid.
export const handler = withRoute(routes.recordPayLinkPayment, async ({ body, now }) => ({
  status: 200,
  body: await recordPayLinkPayment(body.token, body.paymentIntentId, now),
}));
