import type { PackageList } from '@sunward/shared/schemas/package';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/packages`: every package, sold-out ones included, in catalogue order. The API client
 * and the route table's schemas load with the first call, after the page has shown, so they are
 * not part of a public page's first download.
 */
export async function getPackages(): Promise<PackageList> {
  const [{ apiRequest }, routes] = await Promise.all([import('../../../lib/api-client'), import('@sunward/shared/routes')]);
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
