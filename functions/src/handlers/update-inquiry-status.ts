import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { markInquiry } from '../services/inquiry-status';

export const handler = withRoute(routes.updateInquiryStatus, async ({ params, body, session, now }) => ({
  status: 200,
  body: await markInquiry(params.id, body.status, session.subject, now),
}));
