import * as routes from '@sunward/shared/routes/customer-sessions';
import type { BookingList } from '@sunward/shared/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/my/bookings`: the bookings of the customer session (2 hours after a verified code),
 * or `null` without one. A 401 is the normal answer before a code is verified, so not an error.
 */
export async function listMyBookings(): Promise<BookingList | null> {
  try {
    return await apiRequest(routes.listMyBookings);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function myBookingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myBooking.bookings,
    queryFn: listMyBookings,
  });
}

/** `enabled: false` while an e-mail's sign-in link waits for its click. */
export function useMyBookings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myBookingsQueryOptions(), enabled });
}
