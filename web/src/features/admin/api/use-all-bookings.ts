import * as routes from '@sunward/shared/routes';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The largest page `GET /api/bookings` gives: the fewest round trips. */
export const BOOKINGS_PAGE_SIZE = 100;

/**
 * Every booking: `GET /api/bookings` page after page, following `nextCursor` until it is null.
 * Counters and totals are only right over the whole list, so nothing is answered before the last
 * page. `onProgress` hears the running count after each page.
 */
export async function listAllBookings({ signal, onProgress }: { signal?: AbortSignal; onProgress?: (loaded: number) => void } = {}): Promise<BookingList> {
  const bookings: BookingList = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const page = await apiRequest(routes.listBookings, { query: { limit: BOOKINGS_PAGE_SIZE, cursor } });
    bookings.push(...page.bookings);
    onProgress?.(bookings.length);
    if (page.nextCursor === null) return bookings;
    // A cursor handed back twice would page forever; a wrong total is better reported than shown.
    if (seen.has(page.nextCursor)) throw new Error('The bookings list repeated a page');
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
    signal?.throwIfAborted();
  }
}

export function allBookingsQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: queryKeys.admin.bookings,
    queryFn: ({ signal }) => {
      queryClient.setQueryData(queryKeys.admin.bookingsLoaded, 0);
      return listAllBookings({ signal, onProgress: (loaded) => queryClient.setQueryData(queryKeys.admin.bookingsLoaded, loaded) });
    },
  });
}

/**
 * All bookings for the admin screens, and `loaded`: how many have arrived while the pages are
 * still coming, for the loading message. Kept in the cache so any screen showing the load sees it.
 */
export function useAllBookings() {
  const queryClient = useQueryClient();
  const bookings = useQuery(allBookingsQueryOptions(queryClient));
  const loaded = useQuery({
    queryKey: queryKeys.admin.bookingsLoaded,
    queryFn: () => 0,
    initialData: 0,
    staleTime: Infinity,
  });
  return { ...bookings, loaded: loaded.data };
}
