import * as routes from '@sunward/shared/routes/waitlist';
import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `POST /api/waitlist/entry` for the booking form opened from an offer (`#waitlist=<token>`): the
 * entry whose held seats the form books, with the traveller's details to fill in. 404 'This
 * waitlist link is not valid'.
 */
export function openWaitlistOffer(token: string): Promise<WaitlistEntryView> {
  return apiRequest(routes.openWaitlistEntry, { body: { token } });
}

/** The offer's entry; a refusal is final, anything else is tried again. */
export function useWaitlistOffer(token: string | null) {
  return useQuery({
    queryKey: queryKeys.waitlist.entry(token ?? ''),
    queryFn: () => openWaitlistOffer(token ?? ''),
    enabled: token !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    // Asked each time the form opens: an offer taken or lapsed meanwhile is not shown as open.
    staleTime: 0,
  });
}
