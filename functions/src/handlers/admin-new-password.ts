import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { clientAddress } from '../http/client-address';
import { chooseAdminPassword } from '../services/admin-sign-in';

export const handler = withRoute(routes.adminNewPassword, async ({ body, event, now }) => {
  const { user, cookie } = await chooseAdminPassword(body, clientAddress(event), now);
  return { status: 200, body: user, cookies: [cookie] };
});
