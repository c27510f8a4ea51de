import * as routes from '@sunward/shared/routes/bookings';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `POST /api/create-payment-intent` with `purpose: 'deposit'`, for a booking still holding its
 * seats unpaid: the server answers the booking's deposit PaymentIntent (the same one when asked
 * again) and lengthens the hold. 409 with the reason when the deposit is paid or the hold lapsed.
 */
export function startDepositPayment(bookingId: string): Promise<CreatePaymentIntentResponse> {
  return apiRequest(routes.createPaymentIntent, { body: { bookingId, purpose: 'deposit' } });
}

export function useStartDepositPayment() {
  return useMutation({ mutationFn: startDepositPayment });
}

/** `POST /api/bookings/{id}/deposit-payment`: the deposit PaymentIntent the card form saw succeed. */
export function recordDepositPayment({ bookingId, paymentIntentId }: { bookingId: string; paymentIntentId: string }): Promise<BookingResponse> {
  return apiRequest(routes.recordDepositPayment, { params: { id: bookingId }, body: { paymentIntentId } });
}

/** Records the deposit; whatever the answer, the bookings are reloaded (Stripe's webhook records it too). */
export function useRecordDepositPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDepositPayment,
    onSettled: (_data, _error, { bookingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.payments(bookingId) }),
      ]),
  });
}
