import * as routes from '@sunward/shared/routes/waitlist';
import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `POST /api/waitlist/leave`: the entry leaves the line (`left`); seats held for its offer pass to
 * the next entry. An entry that has already ended is answered as it is.
 */
export function leaveWaitlist(token: string): Promise<WaitlistEntryView> {
  return apiRequest(routes.leaveWaitlist, { body: { token } });
}

/** Leaves, and shows the entry as the server now answers it. */
export function useLeaveWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(token),
    onSuccess: (entry) => queryClient.setQueryData(queryKeys.waitlist.entry(token), entry),
  });
}
