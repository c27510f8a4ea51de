import * as routes from '@sunward/shared/routes/customer-sessions';
import type { BookingList } from '@sunward/shared/schemas/booking';
import type { VerifyOtpRequest } from '@sunward/shared/schemas/one-time-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `POST /api/bookings/verify-otp`: the traveller's bookings and a customer session cookie; the
 * code is used up. 401 'Invalid or expired verification code'.
 */
export function verifyOtp(body: VerifyOtpRequest): Promise<BookingList> {
  return apiRequest(routes.verifyOtp, { body });
}

/** Verifies the code; the bookings it answers become the signed-in list (`GET /api/my/bookings`). */
export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (bookings) => {
      queryClient.setQueryData(queryKeys.myBooking.bookings, bookings);
    },
  });
}
