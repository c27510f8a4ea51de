import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { signInAdmin } from '../services/admin-sign-in';

export const handler = withRoute(routes.adminLogin, async ({ body, event, now }) => {
  const { body: answer, cookie } = await signInAdmin(body, event.requestContext.http.sourceIp, now);
  return { status: 200, body: answer, ...(cookie ? { cookies: [cookie] } : {}) };
});
