import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { clientAddress } from '../http/client-address';
import { answerAdminMfa } from '../services/admin-sign-in';

export const handler = withRoute(routes.adminMfa, async ({ body, event, now }) => {
  const { user, cookie } = await answerAdminMfa(body, clientAddress(event), now);
  return { status: 200, body: user, cookies: [cookie] };
});
