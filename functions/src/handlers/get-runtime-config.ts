import * as routes from '@sunward/shared/routes';
import { withRoute } from '../middleware/with-route';
import { runtimeConfig } from '../services/runtime-config';

export const handler = withRoute(routes.getRuntimeConfig, async () => ({ status: 200, body: await runtimeConfig() }));
