import * as routes from '@sunward/shared/routes';
import { InvalidWebhookSignature, parseWebhookEvent } from '../adapters/payments';
import { badRequest } from '../http/http-error';
import { rawBody } from '../http/raw-body';
import { withRoute } from '../middleware/with-route';
import { handlePaymentEvent } from '../services/handle-payment-event';

// The route takes no parsed body: the signature is checked over the raw bytes first.
export const handler = withRoute(routes.stripeWebhook, async ({ event, now }) => {
  const paymentEvent = await parseWebhookEvent(rawBody(event), event.headers['stripe-signature']).catch((error: unknown) => {
    if (error instanceof InvalidWebhookSignature) throw badRequest('Invalid signature');
    throw error;
  });
  await handlePaymentEvent(paymentEvent, now);
  return { status: 200, body: { received: true as const } };
});
