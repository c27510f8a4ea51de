import * as routes from '@sunward/shared/routes';
import { endSession } from '../services/end-session';
import { withRoute } from '../middleware/with-route';

export const handler = withRoute(routes.customerLogout, async ({ sessionId }) => endSession(sessionId));
