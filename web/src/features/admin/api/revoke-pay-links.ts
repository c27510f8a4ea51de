import * as routes from '@sunward/shared/routes';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/bookings/{id}/pay-links/revoke`: every pay link mailed for the booking so far stops working. */
export function useRevokePayLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string): Promise<BookingResponse> => apiRequest(routes.revokePayLinks, { params: { id: bookingId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings }),
  });
}
