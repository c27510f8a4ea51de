import * as routes from '@sunward/shared/routes';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import type { CancelBookingResponse, OfflinePaymentRequest, RefundResponse } from '@sunward/shared/schemas/booking-money';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { tripQueryKeys } from './trips';

/** How long Stripe's webhook usually takes to record a refund: the bookings are read again then. */
const REFUND_RECORDED_AFTER_MS = 2_500;

/** Every figure a money action moves: the bookings, their payment histories, the trips' seats and the catalogue. */
function refreshAfterMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myBooking.all }),
    queryClient.invalidateQueries({ queryKey: tripQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.packages.all }),
  ]);
}

/** A refund counts when Stripe's webhook records it, a moment after the call: read again now, and once more then. */
function refreshAfterRefund(queryClient: QueryClient): Promise<unknown> {
  setTimeout(() => void refreshAfterMoney(queryClient), REFUND_RECORDED_AFTER_MS);
  return refreshAfterMoney(queryClient);
}

/** `POST /api/bookings/{id}/cancel` (decision 045): seats back, reminders and pay links stop; an optional refund by card. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, refundCents, reason }: { bookingId: string; refundCents: number; reason: string }): Promise<CancelBookingResponse> =>
      apiRequest(routes.cancelBooking, { params: { id: bookingId }, body: { ...(refundCents > 0 ? { refundCents } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) } }),
    onSuccess: (answer) => (answer.refunds.length > 0 ? refreshAfterRefund(queryClient) : refreshAfterMoney(queryClient)),
  });
}

/** `POST /api/bookings/{id}/refunds` (decision 045): refunds by card through Stripe; the webhook counts it. */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, amountCents }: { bookingId: string; amountCents: number }): Promise<RefundResponse> =>
      apiRequest(routes.refundBooking, { params: { id: bookingId }, body: { amountCents } }),
    onSuccess: () => refreshAfterRefund(queryClient),
  });
}

/** `POST /api/bookings/{id}/offline-payments` (decision 045): money received outside Stripe, at most the balance. */
export function useRecordOfflinePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, payment }: { bookingId: string; payment: OfflinePaymentRequest }): Promise<BookingResponse> =>
      apiRequest(routes.recordOfflinePayment, { params: { id: bookingId }, body: payment }),
    onSuccess: () => refreshAfterMoney(queryClient),
  });
}
