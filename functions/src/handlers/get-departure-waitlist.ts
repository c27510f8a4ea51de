import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { departureWaitlist } from '../services/waitlist-admin';

export const handler = withRoute(routes.getDepartureWaitlist, async ({ params }) => ({ status: 200, body: await departureWaitlist(params.id, params.departureId) }));
