import { routes } from '@sunward/shared/routes';
import { browserPaymentSettings } from '../adapters/payments';
import { withRoute } from '../middleware/with-route';

export const handler = withRoute(routes.getRuntimeConfig, async () => ({
  status: 200,
  body: { payments: await browserPaymentSettings() },
}));
