import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { requestOneTimeCode } from '../services/request-one-time-code';

export const handler = withRoute(routes.requestOtp, async ({ body, now }) => {
  await requestOneTimeCode(body, now);
  return { status: 200, body: { sent: true as const } };
});
