import * as routes from '@sunward/shared/routes/customer-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/my/logout`: deletes the customer session. One already gone (401) is signed out too. */
export async function logOutCustomer(): Promise<void> {
  try {
    await apiRequest(routes.customerLogout);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Signs the traveller out and forgets their bookings and payments in the cache. */
export function useLogOutCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOutCustomer,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.myBooking.all, exact: false });
      queryClient.setQueryData(queryKeys.myBooking.bookings, null);
    },
  });
}
