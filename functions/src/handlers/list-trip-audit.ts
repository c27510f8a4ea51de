import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { tripAudit } from '../services/browse-trips';

export const handler = withRoute(routes.listTripAudit, async ({ params }) => ({ status: 200, body: await tripAudit(params.id) }));
