import type { PackageList } from '@sunward/shared/schemas/package';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/packages`: every package, sold-out ones included, in catalogue order. The API client
 * and the catalogue's schemas load with the first call, once a prerendered page is on screen and
 * hydrated; the rest of the route table's schemas are not needed for it.
 */
export async function getPackages(): Promise<PackageList> {
  const [{ apiRequest }, routes] = await Promise.all([import('../../../lib/api-client'), import('@sunward/shared/routes/catalogue')]);
  return apiRequest(routes.listPackages);
}

export function packagesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.packages.all,
    queryFn: getPackages,
  });
}

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
