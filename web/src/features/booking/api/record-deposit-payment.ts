import * as routes from '@sunward/shared/routes/bookings';
import type { BookingResponse } from '@sunward/shared/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RecordDepositPaymentInput {
  bookingId: string;
  paymentIntentId: string;
}

/**
 * `POST /api/bookings/{id}/deposit-payment`: tells the server which PaymentIntent succeeded; it
 * checks it with Stripe before counting it. Stripe's webhook records the same payment, so the
 * page treats a failure here as something to log, not to show.
 */
export function recordDepositPayment({ bookingId, paymentIntentId }: RecordDepositPaymentInput): Promise<BookingResponse> {
  return apiRequest(routes.recordDepositPayment, { params: { id: bookingId }, body: { paymentIntentId } });
}

export function useRecordDepositPayment() {
  return useMutation({ mutationFn: recordDepositPayment });
}
