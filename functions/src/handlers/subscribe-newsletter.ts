import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { subscribeNewsletter } from '../services/subscribe-newsletter';

export const handler = withRoute(routes.subscribeNewsletter, async ({ body, now }) => {
  await subscribeNewsletter(body, now);
  // One answer for new, pending and confirmed addresses alike (decision 039).
  return { status: 202, body: { accepted: true as const } };
});
