import * as routes from '@sunward/shared/routes';
import type {
  AdminDeparture,
  AdminTrip,
  AdminTripList,
  CreateDepartureRequest,
  Manifest,
  TripAudit,
  UpdateDepartureRequest,
  UpdateTripRequest,
} from '@sunward/shared/schemas/catalogue-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Under `admin.all`, so signing in or out drops them with every other admin answer. */
export const tripQueryKeys = {
  all: [...queryKeys.admin.all, 'trips'] as const,
  list: [...queryKeys.admin.all, 'trips', 'list'] as const,
  audit: (tripId: string) => [...queryKeys.admin.all, 'trips', 'audit', tripId] as const,
  manifest: (tripId: string, departureId: string) => [...queryKeys.admin.all, 'trips', 'manifest', tripId, departureId] as const,
};

/** `GET /api/trips`: every trip with every departure, seats sold, held and left. */
export function listTrips(): Promise<AdminTripList> {
  return apiRequest(routes.listTrips);
}

export function tripsQueryOptions() {
  return queryOptions({ queryKey: tripQueryKeys.list, queryFn: listTrips });
}

export function useTrips() {
  return useQuery(tripsQueryOptions());
}

/** `GET /api/trips/{id}/audit`: who changed what, newest first. Loaded when the trail is opened. */
export function useTripAudit(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripQueryKeys.audit(tripId),
    queryFn: (): Promise<TripAudit> => apiRequest(routes.listTripAudit, { params: { id: tripId } }),
    enabled,
  });
}

/** `GET /api/trips/{id}/departures/{departureId}/manifest`: the bookings on one departure. */
export function useManifest(tripId: string, departureId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.manifest(tripId, departureId ?? ''),
    queryFn: (): Promise<Manifest> => apiRequest(routes.getDepartureManifest, { params: { id: tripId, departureId: departureId ?? '' } }),
    enabled: departureId !== null,
  });
}

/**
 * After any change: the admin's trips and trails, and the public packages, so the site shows
 * the new departure, price or flag without a reload.
 */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: tripQueryKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.packages.all })]);
}

export function useCreateDeparture(tripId: string) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: CreateDepartureRequest): Promise<AdminDeparture> => apiRequest(routes.createDeparture, { params: { id: tripId }, body }),
    onSuccess: invalidate,
  });
}

export function useUpdateDeparture(tripId: string, departureId: string) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: UpdateDepartureRequest): Promise<AdminDeparture> =>
      apiRequest(routes.updateDeparture, { params: { id: tripId, departureId }, body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTrip(tripId: string) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: UpdateTripRequest): Promise<AdminTrip> => apiRequest(routes.updateTrip, { params: { id: tripId }, body }),
    onSuccess: invalidate,
  });
}
