import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { joinWaitlist } from '../services/waitlist-entries';

export const handler = withRoute(routes.joinWaitlist, async ({ body, now }) => {
  await joinWaitlist(body, now);
  // One answer for a new address and one already in line (decision 053).
  return { status: 202, body: { accepted: true as const } };
});
