import * as routes from '@sunward/shared/routes/bookings';
import type { Cents } from '@sunward/shared/money';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CreateBalancePaymentIntentInput {
  bookingId: string;
  amount: Cents;
}

/**
 * `POST /api/create-payment-intent` with `purpose: 'balance'`: a PaymentIntent for part of the
 * balance, the amount in cents as the traveller chose it (at least $1, at most the balance due).
 * Needs the customer session and the traveller's own booking.
 */
export function createBalancePaymentIntent({ bookingId, amount }: CreateBalancePaymentIntentInput): Promise<CreatePaymentIntentResponse> {
  return apiRequest(routes.createPaymentIntent, { body: { bookingId, purpose: 'balance', amount } });
}

export function useCreateBalancePaymentIntent() {
  return useMutation({ mutationFn: createBalancePaymentIntent });
}
