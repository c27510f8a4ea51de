import * as routes from '@sunward/shared/routes/installments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/installments/upcoming`: the next automatic charge of every running plan, soonest first. */
export function listUpcomingInstallments() {
  return apiRequest(routes.listUpcomingInstallments);
}

export function upcomingInstallmentsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.upcomingInstallments, queryFn: listUpcomingInstallments });
}

export function useUpcomingInstallments() {
  return useQuery(upcomingInstallmentsQueryOptions());
}
