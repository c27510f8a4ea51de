import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { confirmNewsletter } from '../services/confirm-newsletter';

export const handler = withRoute(routes.confirmNewsletter, async ({ body, now }) => {
  await confirmNewsletter(body, now);
  return { status: 200, body: { confirmed: true as const } };
});
