import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { startInstallmentAuthentication } from '../services/installment-authentication';

export const handler = withRoute(routes.startPayLinkAuthentication, async ({ body, now }) => ({
  status: 200,
  body: await startInstallmentAuthentication(body.token, now),
}));
