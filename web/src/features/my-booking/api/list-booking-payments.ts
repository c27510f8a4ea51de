import * as routes from '@sunward/shared/routes';
import type { PaymentList } from '@sunward/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/bookings/{id}/payments`: the booking's payments, oldest first (own bookings only). */
export function listBookingPayments(bookingId: string): Promise<PaymentList> {
  return apiRequest(routes.listBookingPayments, { params: { id: bookingId } });
}

export function bookingPaymentsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.myBooking.payments(bookingId),
    queryFn: () => listBookingPayments(bookingId),
  });
}

/** Loaded only while the history is open. */
export function useBookingPayments(bookingId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...bookingPaymentsQueryOptions(bookingId), enabled });
}
