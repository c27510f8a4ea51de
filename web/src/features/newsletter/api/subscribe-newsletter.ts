import * as routes from '@sunward/shared/routes';
import type { SubscribeRequest, SubscribeResponse } from '@sunward/shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/newsletter`: 201 for a new subscriber, 200 when the address was already on the list. */
export function subscribeNewsletter(body: SubscribeRequest): Promise<SubscribeResponse> {
  return apiRequest(routes.subscribeNewsletter, { body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
