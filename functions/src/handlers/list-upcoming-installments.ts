import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { listUpcomingCharges } from '../services/installment-upcoming';

export const handler = withRoute(routes.listUpcomingInstallments, async () => ({ status: 200, body: await listUpcomingCharges() }));
