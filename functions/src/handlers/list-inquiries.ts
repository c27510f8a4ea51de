import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { listInquiries } from '../store/inquiry-repository';

export const handler = withRoute(routes.listInquiries, async () => ({ status: 200, body: await listInquiries() }));
