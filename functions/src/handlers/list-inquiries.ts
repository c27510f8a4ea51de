import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { reviewInquiries } from '../services/review-inquiries';

export const handler = withRoute(routes.listInquiries, async () => ({ status: 200, body: await reviewInquiries() }));
