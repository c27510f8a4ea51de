import * as routes from '@sunward/shared/routes/waitlist';
import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/waitlist/entry`: the entry a link opens. 404 'This waitlist link is not valid'. */
export function openWaitlistEntry(token: string): Promise<WaitlistEntryView> {
  return apiRequest(routes.openWaitlistEntry, { body: { token } });
}

/** The link's entry; a refusal is final (the link will not work on a second try), anything else is tried again. */
export function useWaitlistEntry(token: string | null) {
  return useQuery({
    queryKey: queryKeys.waitlist.entry(token ?? ''),
    queryFn: () => openWaitlistEntry(token ?? ''),
    enabled: token !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
