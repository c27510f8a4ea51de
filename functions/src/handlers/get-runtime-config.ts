import * as routes from '@sunward/shared/routes';
import { browserPaymentSettings } from '../adapters/payment-keys';
import { withRoute } from '../middleware/with-route';

export const handler = withRoute(routes.getRuntimeConfig, async () => ({
  status: 200,
  body: { payments: await browserPaymentSettings() },
}));
