import * as routes from '@sunward/shared/routes';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { tripQueryKeys } from './trips';

/**
 * `POST /api/bookings/{id}/release`: cancels an overdue booking (decision 044), its seats back on
 * sale, what it paid kept as forfeited. The bookings, the trips' seats and the public catalogue
 * are read again, so every figure moves.
 */
export function useReleaseOverdueBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string): Promise<BookingResponse> => apiRequest(routes.releaseOverdueBooking, { params: { id: bookingId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings }),
        queryClient.invalidateQueries({ queryKey: tripQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.packages.all }),
      ]),
  });
}
