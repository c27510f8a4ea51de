import * as routes from '@sunward/shared/routes';
import { rawBody } from '../http/raw-body';
import { withRoute } from '../middleware/with-route';
import { handlePaymentEvent } from '../services/handle-payment-event';

// The route takes no parsed body: the signature is checked over the raw bytes first.
export const handler = withRoute(routes.stripeWebhook, async ({ event, now }) => {
  await handlePaymentEvent(rawBody(event), event.headers['stripe-signature'], now);
  return { status: 200, body: { received: true as const } };
});
