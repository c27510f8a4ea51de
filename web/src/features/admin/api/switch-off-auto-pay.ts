import * as routes from '@sunward/shared/routes/auto-pay';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `DELETE /api/bookings/{id}/auto-pay` by the operator: no more charges, the card detached, the
 * traveller told. The bookings and the next charges are read again.
 */
export function useSwitchOffAutoPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string): Promise<BookingResponse> => apiRequest(routes.switchOffAutoPay, { params: { id: bookingId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.upcomingInstallments }),
      ]),
  });
}
