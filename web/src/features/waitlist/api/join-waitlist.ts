import * as routes from '@sunward/shared/routes/waitlist';
import type { JoinWaitlistRequest, JoinWaitlistResponse } from '@sunward/shared/schemas/waitlist';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/waitlist`: 202 `{ accepted: true }`, the same whether the address is new (a link to
 * confirm is mailed) or already in line. 404 'This departure is not on sale', 409 'This departure
 * has seats for your group: book them instead', 400 with `issues` for a field, 429 too many tries.
 */
export function joinWaitlist(body: JoinWaitlistRequest): Promise<JoinWaitlistResponse> {
  return apiRequest(routes.joinWaitlist, { body });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
