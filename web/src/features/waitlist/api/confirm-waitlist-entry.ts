import * as routes from '@sunward/shared/routes/waitlist';
import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `POST /api/waitlist/confirm`: the address is confirmed and the entry joins the line (`waiting`,
 * or `offered` when seats for it were free at once). 409 when the entry has ended.
 */
export function confirmWaitlistEntry(token: string): Promise<WaitlistEntryView> {
  return apiRequest(routes.confirmWaitlistEntry, { body: { token } });
}

/** Confirms, and shows the entry as the server now answers it. */
export function useConfirmWaitlistEntry(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmWaitlistEntry(token),
    onSuccess: (entry) => queryClient.setQueryData(queryKeys.waitlist.entry(token), entry),
  });
}
