import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { subscribeNewsletter } from '../services/subscribe-newsletter';

export const handler = withRoute(routes.subscribeNewsletter, async ({ body, now }) => {
  const { isNew } = await subscribeNewsletter(body, now);
  // Subscribing twice is not an error: the address is subscribed either way.
  return { status: isNew ? 201 : 200, body: { subscribed: true } };
});
