import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { clientAddress } from '../http/client-address';
import { chooseAdminPassword } from '../services/admin-sign-in';

export const handler = withRoute(routes.adminNewPassword, async ({ body, event, now }) => ({
  status: 200,
  body: await chooseAdminPassword(body, clientAddress(event), now),
}));
