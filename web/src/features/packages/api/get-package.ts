import * as routes from '@sunward/shared/routes/catalogue';
import type { Package } from '@sunward/shared/schemas/package';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/packages/{id}`: one package; a 404 rejects with `ApiError`. */
export function getPackage(id: string): Promise<Package> {
  return apiRequest(routes.getPackage, { params: { id } });
}

export function packageQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.packages.detail(id),
    queryFn: () => getPackage(id),
  });
}

export function usePackage(id: string) {
  return useQuery(packageQueryOptions(id));
}
