import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { clientAddress } from '../http/client-address';
import { signInAdmin } from '../services/admin-sign-in';

export const handler = withRoute(routes.adminLogin, async ({ body, event, now }) => ({
  status: 200,
  body: await signInAdmin(body, clientAddress(event), now),
}));
