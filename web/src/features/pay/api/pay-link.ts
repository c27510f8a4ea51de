import type { Cents } from '@sunward/shared/money';
import * as installmentRoutes from '@sunward/shared/routes/installments';
import * as routes from '@sunward/shared/routes/pay-links';
import { PayLinkToken, type PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import type { CreatePaymentIntentResponse } from '@sunward/shared/schemas/payment';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The token of a pay link, `/pay#<token>` (decision 043), or null when the fragment holds none: the
 * fragment never reaches a server or a log, and the page sends the token only in a POST body.
 */
export function readPayToken(hash: string): string | null {
  const parsed = PayLinkToken.safeParse(hash.replace(/^#/, ''));
  return parsed.success ? parsed.data : null;
}

/** `POST /api/pay-links/booking`: the link's booking as the page shows it. 404 unknown, 410 expired or revoked. */
export function openPayLink(token: string): Promise<PayLinkBooking> {
  return apiRequest(routes.openPayLink, { body: { token } });
}

/** The link's booking; a refusal is final (the link will not work on a second try), anything else is tried again. */
export function usePayLinkBooking(token: string | null) {
  return useQuery({
    queryKey: queryKeys.payLink.booking(token ?? ''),
    queryFn: () => openPayLink(token ?? ''),
    enabled: token !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST /api/pay-links/payment-intent`: a balance PaymentIntent of `amount` cents, $1 up to the balance due. */
export function startPayLinkPayment(token: string, amount: Cents): Promise<CreatePaymentIntentResponse> {
  return apiRequest(routes.createPayLinkPaymentIntent, { body: { token, amount } });
}

/** `POST /api/pay-links/payment`: the PaymentIntent the card form saw succeed; answers the booking after it. */
export function recordPayLinkPayment(token: string, paymentIntentId: string): Promise<PayLinkBooking> {
  return apiRequest(routes.recordPayLinkPayment, { body: { token, paymentIntentId } });
}

/** Records the payment and shows the booking as the server now answers it (the new balance, or paid in full). */
export function useRecordPayLinkPayment(token: string) {
  const queryClient = useQueryClient();
  return async (paymentIntentId: string) => {
    const booking = await recordPayLinkPayment(token, paymentIntentId);
    queryClient.setQueryData(queryKeys.payLink.booking(token), booking);
    return booking;
  };
}

/**
 * `POST /api/pay-links/authentication`: the automatic payment of the link's booking that the bank
 * asked the traveller to authenticate, with what the page needs to confirm it; null when none
 * waits (409), so the page shows only the balance.
 */
export async function openPayLinkAuthentication(token: string) {
  try {
    return await apiRequest(installmentRoutes.startPayLinkAuthentication, { body: { token } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
}

/** The payment waiting for authentication, asked once the booking is shown; a refusal is final. */
export function usePayLinkAuthentication(token: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payLink.authentication(token),
    queryFn: () => openPayLinkAuthentication(token),
    enabled,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
