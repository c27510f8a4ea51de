import * as routes from '@sunward/shared/routes';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/bookings/{id}/reminders/send`: the reminder that fits today, now; a 409 or 429 says why not. */
export function useSendReminderNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string): Promise<BookingResponse> => apiRequest(routes.sendReminderNow, { params: { id: bookingId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings }),
  });
}
