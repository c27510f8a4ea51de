import * as routes from '@sunward/shared/routes/bookings';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/create-payment-intent` for a booking's deposit: the PaymentIntent to confirm the
 * card against and the amount due now (cents, the server's). Asking again for the same booking
 * answers the same PaymentIntent. 409 when the deposit is paid or the hold has expired.
 */
export function createDepositPaymentIntent(bookingId: string): Promise<CreatePaymentIntentResponse> {
  return apiRequest(routes.createPaymentIntent, { body: { bookingId, purpose: 'deposit' } });
}

export function useCreateDepositPaymentIntent() {
  return useMutation({ mutationFn: createDepositPaymentIntent });
}
