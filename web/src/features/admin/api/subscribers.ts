import * as routes from '@sunward/shared/routes';
import type { Subscriber } from '@sunward/shared/schemas/subscribers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The largest page the call gives: a small agency's list loads in one or two. */
const SUBSCRIBERS_PAGE_SIZE = 500;

export const subscribersQueryKey = [...queryKeys.admin.all, 'subscribers'] as const;

/** Every confirmed subscriber, all pages of `GET /api/subscribers` joined, the latest confirmed first. */
export async function listAllSubscribers(signal?: AbortSignal): Promise<Subscriber[]> {
  const subscribers: Subscriber[] = [];
  let cursor: string | undefined;
  do {
    signal?.throwIfAborted();
    const page = await apiRequest(routes.listSubscribers, { query: { limit: SUBSCRIBERS_PAGE_SIZE, cursor } });
    subscribers.push(...page.subscribers);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return subscribers;
}

export function useSubscribers() {
  return useQuery(queryOptions({ queryKey: subscribersQueryKey, queryFn: ({ signal }) => listAllSubscribers(signal) }));
}
