import * as routes from '@sunward/shared/routes';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/bookings/{id}/reminders`: the booking's balance reminders off (it pays another way) or back on. */
export function useSwitchReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, enabled }: { bookingId: string; enabled: boolean }): Promise<BookingResponse> =>
      apiRequest(routes.switchReminders, { params: { id: bookingId }, body: { enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings }),
  });
}
