import * as routes from '@sunward/shared/routes/customer-sessions';
import type { RequestOtpResponse } from '@sunward/shared/schemas/one-time-code';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/bookings/request-otp`: e-mails a 6-digit code (and a one-click link) to the address.
 * The answer is the same whether or not the address has bookings; 429 after too many requests.
 */
export function requestOtp(email: string): Promise<RequestOtpResponse> {
  return apiRequest(routes.requestOtp, { body: { email, website: '' } });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
