import * as routes from '@sunward/shared/routes';
import type { Cents } from '@sunward/shared/money';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface RecordAdditionalPaymentInput {
  bookingId: string;
  paymentIntentId: string;
  amount: Cents;
}

/**
 * `POST /api/bookings/{id}/additional-payment`: tells the server which balance PaymentIntent
 * succeeded; it believes only Stripe's amount. The webhook records the same payment once.
 */
export function recordAdditionalPayment({ bookingId, paymentIntentId, amount }: RecordAdditionalPaymentInput): Promise<BookingResponse> {
  return apiRequest(routes.recordAdditionalPayment, { params: { id: bookingId }, body: { paymentIntentId, amount } });
}

/** Records the payment; whatever the answer, the bookings and that booking's history are reloaded. */
export function useRecordAdditionalPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAdditionalPayment,
    onSettled: (_data, _error, { bookingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.payments(bookingId) }),
      ]),
  });
}
