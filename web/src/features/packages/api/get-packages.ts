import * as routes from '@sunward/shared/routes';
import type { PackageList } from '@sunward/shared/schemas/package';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/packages`: every package, sold-out ones included, in catalogue order. */
export function getPackages(): Promise<PackageList> {
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
