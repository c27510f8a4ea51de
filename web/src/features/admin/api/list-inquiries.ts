import * as routes from '@sunward/shared/routes';
import type { AdminInquiry } from '@sunward/shared/schemas/inquiry-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/inquiries`: every contact-form message, newest first. */
export function listInquiries(): Promise<AdminInquiry[]> {
  return apiRequest(routes.listInquiries);
}

export function inquiriesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.inquiries, queryFn: listInquiries });
}

export function useInquiries() {
  return useQuery(inquiriesQueryOptions());
}
