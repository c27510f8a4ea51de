import * as routes from '@sunward/shared/routes';
import type { AdminWaitlist, AdminWaitlistEntry } from '@sunward/shared/schemas/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { tripQueryKeys } from './trips';

/** Under the trips' key, so every change to a trip or its seats reads the line again too. */
export function waitlistQueryKey(tripId: string, departureId: string) {
  return [...tripQueryKeys.all, 'waitlist', tripId, departureId] as const;
}

/** `GET /api/trips/{id}/departures/{departureId}/waitlist`: the line in order, the rest after, and the counts. */
export function useDepartureWaitlist(tripId: string, departureId: string) {
  return useQuery({
    queryKey: waitlistQueryKey(tripId, departureId),
    queryFn: (): Promise<AdminWaitlist> => apiRequest(routes.getDepartureWaitlist, { params: { id: tripId, departureId } }),
  });
}

/**
 * An entry removed or offered seats moves seats between the line and the sale: the trips (their
 * seat counts, trails and lines) and the public catalogue are read again, as after a departure edit.
 */
function useInvalidateSeats() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: tripQueryKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.packages.all })]);
}

/** `DELETE …/waitlist/{entryId}`: the entry leaves the line; seats its offer held pass to the next entries. */
export function useRemoveWaitlistEntry(tripId: string, departureId: string) {
  const invalidate = useInvalidateSeats();
  return useMutation({
    mutationFn: (entryId: string): Promise<AdminWaitlistEntry> => apiRequest(routes.removeWaitlistEntry, { params: { id: tripId, departureId, entryId } }),
    onSuccess: invalidate,
  });
}

/** `POST …/waitlist/{entryId}/offer`: seats on sale are held for a waiting entry, out of turn. */
export function useOfferWaitlistSeats(tripId: string, departureId: string) {
  const invalidate = useInvalidateSeats();
  return useMutation({
    mutationFn: (entryId: string): Promise<AdminWaitlistEntry> => apiRequest(routes.offerWaitlistSeats, { params: { id: tripId, departureId, entryId } }),
    onSuccess: invalidate,
  });
}
