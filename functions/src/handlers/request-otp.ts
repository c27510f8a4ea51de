import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { requestVerificationCode } from '../services/request-verification-code';

export const handler = withRoute(routes.requestOtp, async ({ body, now }) => {
  await requestVerificationCode(body, now);
  return { status: 200, body: { sent: true as const } };
});
