import * as routes from '@sunward/shared/routes';
import { notFound } from '../http/http-error';
import { toPackageResponse } from '../mappers/package-response';
import { withRoute } from '../middleware/with-route';
import { findPackage } from '../store/package-repository';

export const handler = withRoute(routes.getPackage, async ({ params }) => {
  const record = await findPackage(params.id);
  if (!record) throw notFound('Package not found');
  return { status: 200, body: toPackageResponse(record) };
});
