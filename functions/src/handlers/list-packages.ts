import * as routes from '@sunward/shared/routes';
import { toPackageResponse } from '../mappers/package-response';
import { withRoute } from '../middleware/with-route';
import { listPackages } from '../store/package-repository';

export const handler = withRoute(routes.listPackages, async () => ({
  status: 200,
  body: (await listPackages()).map(toPackageResponse),
}));
