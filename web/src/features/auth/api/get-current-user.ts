import * as routes from '@sunward/shared/routes/admin-sessions';
import type { CurrentUser } from '@sunward/shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/user`: the signed-in admin, or `null` when nobody is signed in. A 401 is the
 * normal answer for a visitor, so it is not an error here (spec §7); any other failure is.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest(routes.getCurrentUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.currentUser,
    queryFn: getCurrentUser,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
