import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { startAutoPaySetup } from '../services/auto-pay-setup-intent';

export const handler = withRoute(routes.createAutoPaySetupIntent, async ({ params, body, session, now }) => ({
  status: 200,
  body: await startAutoPaySetup(params.id, body.purpose, session, now),
}));
